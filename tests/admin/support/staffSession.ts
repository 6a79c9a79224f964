/** Staff sessions for the admin's permission tests: an access rule with chosen flags, and a signed-in staff user. */
import type { ACCESS_KINDS } from '@bakaya/api/registry';
import type { AccessRule, SessionUser } from '../../../admin/src/providers/session';

/** One feature's access rule: every flag 0 unless given. */
export const rule = (title: string, flags: Partial<Record<(typeof ACCESS_KINDS)[number], 0 | 1>> = {}): AccessRule => ({
  title,
  listView: 0,
  detailView: 0,
  add_edit: 0,
  deactivate_activate: 0,
  download: 0,
  process: 0,
  ...flags,
});

/** A signed-in staff member of role `role_id` (4: an ordinary staff role) with these rules. */
export const staff = (accessAction: AccessRule[], role_id = 4): SessionUser => ({
  id: 10,
  name: 'QA',
  role_id,
  role_type: 'admin',
  accessAction,
  status: 1,
});
