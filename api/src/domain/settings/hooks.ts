/** Engine hooks of settings: terms/consent documents, blocked contacts, export-day limits, deactivation slabs, notifications. */
import type { HookContext, HookMap } from '../../engine/hooks';
import { fieldRules, isBlank, merged, onWrite, refuse, stampCreator, updateSibling, type Row } from '../../engine/hookRules';
import { refusal } from '../errors';
import { isMobile } from '../../validation';
import { globalSettingRules } from './settingValue';

/**
 * One current document per kind (a partial unique index backs this up). Marking a new version
 * current retires the previously current one of that kind — in the same transaction, audited —
 * so members never see two (or, between two edits, no) current terms.
 */
async function retirePreviousCurrent(row: Row, h: HookContext, id?: unknown) {
  if (row.is_current !== true) return;
  const previous: number[] = await h
    .trx('tcp_uploads')
    .where({ kind: row.kind, is_current: true })
    .whereNot('id', Number(id ?? 0))
    .pluck('id');
  for (const other of previous) await updateSibling(h, other, { is_current: false });
}

export const settingsHooks = {
  'global-settings': fieldRules(globalSettingRules),
  'tcp-uploads': {
    beforeCreate: async (data, h) => {
      await retirePreviousCurrent(data, h);
      return { ...data, uploaded_by: h.principal.userId };
    },
    beforeUpdate: async (data, before, h) => {
      await retirePreviousCurrent(merged(data, before), h, before.id);
    },
  },
  'contact-blocks': [
    fieldRules((row, errors) => {
      if (isBlank(row.contact)) return;
      const mobile = isMobile(String(row.contact));
      if (row.contact_type === 'email' && mobile) errors.add('contact_type', 'This contact is a mobile number: choose Mobile as the type.');
      if (row.contact_type === 'mobile' && !mobile)
        errors.add('contact_type', 'This contact is an email address: choose Email as the type.');
    }),
    stampCreator('blocked_by'),
  ],
  /** A limit is for one admin role or one admin user — exactly one of the two. */
  'export-day-settings': onWrite(async (row, h) => {
    const hasRole = !isBlank(row.role_id);
    const hasUser = !isBlank(row.user_id);
    if (hasRole === hasUser) {
      throw refusal(hasRole ? 'ROLE_OR_USER_NOT_BOTH' : 'ROLE_OR_USER', {}, ['role_id', 'user_id']);
    }
    if (hasRole) {
      const role = await h.trx('roles').where({ id: row.role_id }).first('role_type');
      if (role && role.role_type !== 'admin') refuse('role_id', 'Export limits are for admin roles. Choose an admin role.');
    } else {
      const user = await h.trx('users').where({ id: row.user_id }).first('account_type');
      if (user && user.account_type !== 'admin') refuse('user_id', 'Export limits are for admin users. Choose an admin user.');
    }
  }),
  /**
   * Refund slabs by days of the plan used: "to" at least "from", and active slabs never overlap
   * (an EXCLUDE constraint backs this up). Writers are serialised on this small table so two
   * slabs added at once cannot both pass the check.
   */
  'user-deactivation-slabs': onWrite(async (row, h, before) => {
    if (Number(row.max_days) < Number(row.min_days)) refuse('max_days', `"To day" must be at least "From day" (${row.min_days}).`);
    if (Number(row.status ?? 1) !== 1) return;
    await h.trx.raw('LOCK TABLE user_deactivation_slabs IN SHARE ROW EXCLUSIVE MODE');
    const clash = await h
      .trx('user_deactivation_slabs')
      .where('status', 1)
      .whereNot('id', Number(before?.id ?? 0))
      .where('min_days', '<=', Number(row.max_days))
      .where('max_days', '>=', Number(row.min_days))
      .orderBy('min_days')
      .first('id', 'min_days', 'max_days');
    if (clash) {
      refuse(
        'min_days',
        `Days ${clash.min_days} to ${clash.max_days} already have an active slab. Change or deactivate that slab first, so active slabs do not overlap.`,
      );
    }
  }),
  notifications: stampCreator('created_by'),
} satisfies HookMap;
