/** Customer operations: account deactivation requests. */
import { checkOnWrite, refuse } from './rules';

const OPEN = ['requested', 'confirmed'];

/** One open (requested or confirmed) deactivation request per member; a partial unique index backs this up. */
checkOnWrite('user-deactivation-requests', async (row, h, before) => {
  if (!OPEN.includes(String(row.status))) return;
  const open = await h.trx('user_deactivation_requests').where({ user_id: row.user_id }).whereIn('status', OPEN)
    .whereNot('id', Number(before?.id ?? 0)).first('id');
  if (open) refuse('user_id', `This account already has an open deactivation request (#${open.id}). Cancel or complete it first.`);
});
