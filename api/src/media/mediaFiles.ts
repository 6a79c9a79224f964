import type { Knex } from 'knex';

/** What serving a media file needs from its media_files row; undefined when no row has the id. */
export interface MediaFileRef {
  file_path: string;
  mime_type: string;
  original_name: string;
}

export async function findMediaFile(db: Knex, id: number): Promise<MediaFileRef | undefined> {
  return db('media_files').where({ id }).first('file_path', 'mime_type', 'original_name');
}
