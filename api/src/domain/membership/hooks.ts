/** Engine hooks of membership plan versions, free trials, promo codes and free-benefit tracking (referrals are their invite flow's). */
import type { HookContext, HookMap, ResourceHooks } from '../../engine/hooks';
import { changedFields, fieldRules, refuse, stampCreator } from '../../engine/hookRules';
import { reason, refusal } from '../errors';
import { freeTrialRules, promoCodeRules } from './promoCodeRules';

/** A version members have bought (an order or subscription points at it). */
async function sold(h: HookContext, versionId: unknown): Promise<boolean> {
  const [order, subscription] = await Promise.all([
    h.trx('orders').where({ plan_version_id: versionId }).first('id'),
    h.trx('subscriptions').where({ plan_version_id: versionId }).first('id'),
  ]);
  return !!(order || subscription);
}

/**
 * Plan versions. The server numbers them: the plan's highest version + 1 (the plan row is locked
 * so two versions added at once cannot get the same number). A version is frozen once it is
 * published or once members have bought it: prices and benefits must stay what they paid for.
 * The only change a frozen version takes is its publish state — unpublishing stops offering it,
 * publishing again offers it again. New terms go into a new version. A published version cannot be
 * deleted (unpublish it first); one that was sold is kept by its orders' references.
 */
const planVersionHooks: ResourceHooks = {
  async beforeCreate(data, h) {
    const plan = await h.trx('membership_plans').where({ id: data.plan_id }).forUpdate().first('id');
    if (!plan) refuse('plan_id', 'Choose an existing membership plan.');
    const last = await h.trx('plan_versions').where({ plan_id: data.plan_id }).max({ version: 'version' }).first();
    return { ...data, version: (Number(last?.version) || 0) + 1 };
  },
  async beforeUpdate(data, before, h) {
    if (data.plan_id !== undefined && Number(data.plan_id) !== Number(before.plan_id)) {
      refuse('plan_id', 'A version stays with its plan. Add a new version to the other plan instead.');
    }
    const changed = changedFields(h.resource, data, before).filter((k) => k !== 'published');
    if (!changed.length) return;
    const published = Number(before.published) === 1;
    if (published || (await sold(h, before.id))) {
      const why = published ? 'it is published' : 'members have bought it';
      throw refusal(
        'VERSION_LOCKED',
        { version: String(before.version), why },
        Object.fromEntries(changed.map((k) => [k, reason('VERSION_LOCKED_FIELD', { why })])),
      );
    }
  },
  beforeDelete(before) {
    if (Number(before.published) === 1) refuse('published', `Version ${before.version} is published. Unpublish it before deleting it.`);
  },
};

export const membershipHooks = {
  'plan-versions': planVersionHooks,
  'free-trials': fieldRules(freeTrialRules),
  'promo-codes': fieldRules(promoCodeRules),
  'free-benefit-tracks': [
    fieldRules((row, errors, before) => {
      const used = Number(before?.used ?? 0);
      if (Number(row.granted) < used)
        errors.add('granted', `${used} of these benefits are already used, so at least ${used} must stay granted.`);
    }),
    stampCreator('forced_by'),
  ],
} satisfies HookMap;
