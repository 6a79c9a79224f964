import type { Knex } from 'knex';
import type { NoticeFor, NoticeTemplate } from '../../contracts/legalNoticeBatch';

/** The active notice templates (legal_notice_documents of kind 'document') for one audience, by title. */
export async function noticeTemplates(db: Knex, audience: NoticeFor): Promise<NoticeTemplate[]> {
  return db('legal_notice_documents')
    .where({ kind: 'document', status: 1, notice_for: audience })
    .orderBy('title')
    .select('id', 'title', 'notice_for');
}
