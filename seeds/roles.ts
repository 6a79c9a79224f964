import type { Knex } from 'knex';
import { ACCESS_KIND_COLUMNS, FEATURES, ROLE, type AccessKind } from '../api/src/registry/features';

const ROLES = [
  { id: ROLE.USER, name: 'User', role_type: 'customer' },
  { id: ROLE.SUPER_ADMIN, name: 'Super Admin', role_type: 'admin' },
  { id: ROLE.DEVELOPER, name: 'Developer', role_type: 'admin' },
  { id: ROLE.QA, name: 'QA', role_type: 'admin' },
  { id: ROLE.SEO, name: 'Seo', role_type: 'admin' },
] as const;

const READ: AccessKind[] = ['listView', 'detailView'];
const CMS_WRITE: AccessKind[] = ['listView', 'detailView', 'add_edit', 'deactivate_activate'];
const TECH_FEATURES = [
  'GST Hit Logs',
  'CIN Hits',
  'API Consumption',
  'SMS Logs',
  'BCM Sync',
  'Audit',
  'Defaulter Aadhaar Monitoring',
  'GST Monitoring',
  'Login Restriction Logs',
  'Export Data',
  'Dashboard',
];

/**
 * Starting access rules (the spec leaves "which role gets which access" open): Developers read
 * the technical logs; QA reads everything; Seo edits content. Super Admin needs no rules.
 */
function defaultRules(): Array<{ role_id: number; feature: string; kinds: AccessKind[] }> {
  return [
    ...TECH_FEATURES.map((feature) => ({ role_id: ROLE.DEVELOPER, feature, kinds: READ })),
    ...FEATURES.map((feature) => ({ role_id: ROLE.QA, feature, kinds: READ })),
    { role_id: ROLE.SEO, feature: 'CMS', kinds: CMS_WRITE },
    { role_id: ROLE.SEO, feature: 'Dashboard', kinds: READ },
  ];
}

export async function seedRoles(trx: Knex.Transaction) {
  await trx('roles')
    .insert(ROLES.map((r) => ({ ...r, is_system: true })))
    .onConflict('id')
    .ignore();
  // Later roles get ids after the fixed ones.
  await trx.raw(`SELECT setval(pg_get_serial_sequence('roles', 'id'), GREATEST((SELECT max(id) FROM roles), 5))`);
  const rows = defaultRules().map(({ role_id, feature, kinds }) => {
    const row: Record<string, unknown> = { role_id, feature };
    for (const kind of kinds) row[ACCESS_KIND_COLUMNS[kind]] = 1;
    return row;
  });
  await trx('role_permissions').insert(rows).onConflict(['role_id', 'feature']).ignore();
}
