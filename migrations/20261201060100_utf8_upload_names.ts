import type { Knex } from 'knex';

/**
 * Upload names stored before multipart names were read as UTF-8 (issue 18 #16): "बिल-अक्टूबर.pdf"
 * was saved as its UTF-8 bytes read one by one as Latin-1, "à¤¬à¤¿à¤²-…pdf". Such a name is
 * repaired when its characters, taken back as bytes, are valid UTF-8 that encodes back to the same
 * bytes — a real Latin-1 name ("café.pdf": é then ".") never is, and is left as it is.
 *
 * The upload-name columns: every `original_name` and `proof_name`, and gst_hit_batches.file_name.
 */
const NAME_COLUMNS = ['original_name', 'proof_name'];

/** The UTF-8 name a Latin-1 misreading stands for, or undefined when `name` is not one. */
export function fromLatin1Misreading(name: string): string | undefined {
  if (!/[\u0080-\u00ff]/.test(name) || /[^\u0000-\u00ff]/.test(name)) return undefined;
  const bytes = Buffer.from(name, 'latin1');
  const utf8 = bytes.toString('utf8');
  return !utf8.includes('\uFFFD') && Buffer.from(utf8, 'utf8').equals(bytes) ? utf8 : undefined;
}

export async function repairUploadNames(knex: Knex): Promise<number> {
  const columns: Array<{ table_name: string; column_name: string }> = (
    await knex.raw(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
          AND (c.column_name = ANY(?) OR (c.table_name = 'gst_hit_batches' AND c.column_name = 'file_name'))
          AND EXISTS (SELECT 1 FROM information_schema.columns k
                       WHERE k.table_schema = c.table_schema AND k.table_name = c.table_name AND k.column_name = 'id')
        ORDER BY 1, 2`,
      [NAME_COLUMNS],
    )
  ).rows;
  let repaired = 0;
  for (const { table_name: table, column_name: column } of columns) {
    // Only names made of U+0001–U+00FF with at least one character from U+0080 can be misreadings.
    const rows: Array<{ id: string | number; name: string }> = await knex(table)
      .select('id', `${column} as name`)
      .whereRaw(`?? ~ '[\\u0080-\\u00ff]' AND ?? !~ '[^\\u0001-\\u00ff]'`, [column, column]);
    for (const row of rows) {
      const name = fromLatin1Misreading(row.name);
      if (name === undefined) continue;
      await knex(table)
        .where({ id: row.id })
        .update({ [column]: name });
      repaired += 1;
    }
  }
  return repaired;
}

export async function up(knex: Knex): Promise<void> {
  await repairUploadNames(knex);
}

/** Nothing to undo: the garbled names are not worth restoring. */
export async function down(): Promise<void> {}
