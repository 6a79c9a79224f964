import type { Knex } from 'knex';

/**
 * Notice, reply window and disputes (issue 10 §3):
 *  - the status `disputed` (defaulter_cases.status, case_events.from/to_status) and the document type
 *    `dispute_document` (case_documents.doc_type): their CHECK constraints are dropped and re-added;
 *  - defaulter_cases: notice_sent_at, reply_window_ends_at, listed_from (the case counts against the
 *    business only from then: api/src/domain/defaulterCases/listing.ts), accepted_by_defaulter_at;
 *  - case_events: event_kind (a status change, or a step without one: notice sent, claim accepted…)
 *    and actor_kind (staff, member, the reported business through its notice, the system);
 *  - case_notices: one per notice sent; only the HMAC of its link token is kept. token_sealed holds the
 *    token encrypted until its messages are delivered (the job needs it to write the link), then null;
 *  - case_disputes: one open dispute per case at most (partial unique index);
 *  - case_messages: messages about cases waiting to go out (written in the case's transaction, sent by
 *    a job after the commit, so a crash between the two loses nothing);
 *  - gstin_watches: members who watch a GSTIN.
 */
const STATUSES = [
  'processing',
  'more_details_required',
  'verified',
  'rejected',
  'partial_settled',
  'full_settled',
  'incomplete',
  'removed',
  'wrongly_reported',
];
const DOC_TYPES = ['invoice', 'bilty', 'payment_proof', 'ledger_certificate', 'ca_certificate', 'other'];

const list = (xs: readonly string[]) => xs.map((x) => `'${x}'`).join(', ');

/** Drops the CHECK constraints on `column` of `table` (knex named them; we look them up). */
async function dropColumnChecks(knex: Knex, table: string, column: string) {
  const { rows } = await knex.raw(
    `SELECT c.conname FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
     WHERE c.conrelid = ?::regclass AND c.contype = 'c' AND a.attname = ? AND array_length(c.conkey, 1) = 1`,
    [table, column],
  );
  for (const r of rows as Array<{ conname: string }>) await knex.raw(`ALTER TABLE ?? DROP CONSTRAINT ??`, [table, r.conname]);
}

async function setChecks(knex: Knex, statuses: readonly string[], docTypes: readonly string[]) {
  await dropColumnChecks(knex, 'defaulter_cases', 'status');
  await knex.raw(`ALTER TABLE defaulter_cases ADD CONSTRAINT defaulter_cases_status_check CHECK (status IN (${list(statuses)}))`);
  for (const col of ['from_status', 'to_status']) {
    await dropColumnChecks(knex, 'case_events', col);
    await knex.raw(`ALTER TABLE case_events ADD CONSTRAINT case_events_${col}_check CHECK (${col} IN (${list(statuses)}))`);
  }
  await dropColumnChecks(knex, 'case_documents', 'doc_type');
  await knex.raw(`ALTER TABLE case_documents ADD CONSTRAINT case_documents_doc_type_check CHECK (doc_type IN (${list(docTypes)}))`);
}

export async function up(knex: Knex): Promise<void> {
  await setChecks(knex, [...STATUSES, 'disputed'], [...DOC_TYPES, 'dispute_document']);

  await knex.schema.alterTable('defaulter_cases', (t) => {
    t.timestamp('notice_sent_at', { useTz: true });
    t.timestamp('reply_window_ends_at', { useTz: true });
    t.timestamp('listed_from', { useTz: true });
    t.timestamp('accepted_by_defaulter_at', { useTz: true });
  });
  // Cases verified before notices existed were already listed: they stay listed from their verification.
  await knex.raw(`UPDATE defaulter_cases SET listed_from = coalesce(verified_on, updated_at)
                  WHERE status IN ('verified', 'partial_settled') AND listed_from IS NULL`);
  await knex.schema.alterTable('case_events', (t) => {
    t.string('event_kind', 24).notNullable().defaultTo('transition');
    t.string('actor_kind', 12).checkIn(['staff', 'member', 'reported', 'system']);
  });

  await knex.schema.createTable('case_notices', (t) => {
    t.bigIncrements('id');
    t.bigInteger('case_id').notNullable().references('defaulter_cases.id').onDelete('CASCADE');
    t.string('token_hash', 64).notNullable().unique();
    t.text('token_sealed');
    t.timestamp('revoked_at', { useTz: true });
    t.bigInteger('created_by_user_id').references('users.id').onDelete('SET NULL');
    t.timestamp('last_viewed_at', { useTz: true });
    t.integer('view_count').notNullable().defaultTo(0);
    t.timestamps(true, true);
    t.index(['case_id', 'created_at']);
  });

  await knex.schema.createTable('case_disputes', (t) => {
    t.bigIncrements('id');
    t.bigInteger('case_id').notNullable().references('defaulter_cases.id').onDelete('CASCADE');
    t.bigInteger('notice_id').references('case_notices.id').onDelete('SET NULL');
    t.text('statement').notNullable();
    t.timestamp('opened_at', { useTz: true }).notNullable();
    t.timestamp('decide_by', { useTz: true }).notNullable();
    t.string('status', 12).notNullable().defaultTo('open').checkIn(['open', 'upheld', 'rejected']);
    t.string('previous_status', 32).notNullable().checkIn(['verified', 'partial_settled']);
    t.string('upheld_status', 32).checkIn(['wrongly_reported', 'removed']);
    t.bigInteger('decided_by').references('users.id').onDelete('SET NULL');
    t.timestamp('decided_at', { useTz: true });
    t.text('decision_note');
    t.timestamps(true, true);
    t.index(['case_id', 'opened_at']);
    t.index(['decide_by', 'id']);
    t.index(['status', 'decide_by']);
    t.index(['opened_at', 'id']);
    t.index(['notice_id']);
    t.index(['decided_by']);
    t.index(['created_at']);
  });
  await knex.raw(`CREATE UNIQUE INDEX case_disputes_one_open ON case_disputes (case_id) WHERE status = 'open'`);
  await knex.raw(`ALTER TABLE case_disputes ADD CONSTRAINT case_disputes_statement CHECK (char_length(statement) BETWEEN 20 AND 4000)`);
  await knex.raw(`ALTER TABLE case_disputes ADD CONSTRAINT case_disputes_decided CHECK (
    (status = 'open') = (decided_at IS NULL) AND (status <> 'upheld' OR upheld_status IS NOT NULL))`);

  await knex.schema.createTable('case_messages', (t) => {
    t.bigIncrements('id');
    t.bigInteger('case_id').references('defaulter_cases.id').onDelete('CASCADE');
    // Set for the messages that carry the notice link: the job writes the link from the sealed token.
    t.bigInteger('notice_id').references('case_notices.id').onDelete('CASCADE');
    t.string('kind', 32).notNullable();
    t.string('channel', 8).notNullable().checkIn(['sms', 'email']);
    t.string('recipient', 254).notNullable();
    t.string('subject', 300);
    t.text('body').notNullable();
    t.string('status', 8).notNullable().defaultTo('pending').checkIn(['pending', 'sent', 'failed']);
    t.smallint('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    t.timestamp('sent_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['case_id', 'created_at']);
  });
  await knex.raw(`CREATE INDEX case_messages_pending ON case_messages (id) WHERE status = 'pending'`);

  await knex.schema.createTable('gstin_watches', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.specificType('gstin', 'char(15)').notNullable();
    t.timestamps(true, true);
    t.unique(['user_id', 'gstin']);
    t.index(['gstin']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('gstin_watches');
  await knex.schema.dropTableIfExists('case_messages');
  await knex.schema.dropTableIfExists('case_disputes');
  await knex.schema.dropTableIfExists('case_notices');
  await knex.schema.alterTable('case_events', (t) => {
    t.dropColumn('event_kind');
    t.dropColumn('actor_kind');
  });
  await knex.schema.alterTable('defaulter_cases', (t) => {
    t.dropColumn('notice_sent_at');
    t.dropColumn('reply_window_ends_at');
    t.dropColumn('listed_from');
    t.dropColumn('accepted_by_defaulter_at');
  });
  await setChecks(knex, STATUSES, DOC_TYPES);
}
