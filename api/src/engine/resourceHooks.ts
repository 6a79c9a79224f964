/**
 * Registers the hooks of resources whose rules a declaration cannot express: identity here, every
 * other resource group in ./hooks/<group>.ts. Those modules register on import, in this order, and
 * use registerHooks (which chains) — registerHooks below replaces a resource's hooks of the same kind,
 * so keep using it only for resources no module under ./hooks touches.
 */
import { generateReferralCode } from '../auth/referralCode';
import { badRequest, forbidden } from '../http/httpError';
import { FEATURES, ROLE } from '../registry/features';
import { registerHooks } from './hooks';
import './hooks/masterData';
import './hooks/business';
import './hooks/settlement';
import './hooks/money';
import './hooks/partners';
import './hooks/content';
import './hooks/customerOperations';
import './hooks/legalNotice';
import './hooks/settings';

registerHooks('customers', {
  beforeCreate: (data) => ({ ...data, role_id: ROLE.USER, referral_code: generateReferralCode() }),
});

registerHooks('admin-users', {
  async beforeCreate(data, h) {
    const role = await h.trx('roles').where({ id: data.role_id as number }).first('role_type');
    if (role?.role_type !== 'admin') throw badRequest('Choose an admin role.', { role_id: 'Choose an admin role.' });
  },
  async beforeUpdate(data, before, h) {
    if (data.role_id !== undefined) {
      const role = await h.trx('roles').where({ id: data.role_id as number }).first('role_type');
      if (role?.role_type !== 'admin') throw badRequest('Choose an admin role.', { role_id: 'Choose an admin role.' });
    }
    // Nobody may lock themselves out by demoting or deactivating their own account.
    if (before.id === h.principal.userId && ((data.role_id !== undefined && data.role_id !== before.role_id) || data.status === 0)) {
      throw forbidden('You cannot change your own role or deactivate yourself.');
    }
  },
  beforeDelete(before, h) {
    if (before.id === h.principal.userId) throw forbidden('You cannot deactivate your own account.');
  },
});

registerHooks('admin-roles', {
  beforeCreate: (data) => ({ ...data, role_type: 'admin', is_system: false }),
  beforeDelete(before) {
    if (before.is_system) throw forbidden('Built-in roles cannot be removed.');
  },
  beforeUpdate(data, before) {
    if (before.is_system && data.status === 0) throw forbidden('Built-in roles cannot be deactivated.');
  },
});

const knownFeature = (feature: unknown) => {
  if (!(FEATURES as readonly string[]).includes(String(feature))) {
    throw badRequest('Unknown feature.', { feature: `Choose one of the ${FEATURES.length} features.` });
  }
};
registerHooks('role-permissions', {
  async beforeCreate(data, h) {
    knownFeature(data.feature);
    const role = await h.trx('roles').where({ id: data.role_id as number }).first('role_type');
    if (role?.role_type !== 'admin') throw badRequest('Access rules belong to admin roles.', { role_id: 'Choose an admin role.' });
  },
  beforeUpdate(data) {
    if (data.feature !== undefined) knownFeature(data.feature);
  },
});
