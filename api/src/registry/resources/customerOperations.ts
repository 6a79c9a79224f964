import { DEACTIVATION_REASON, deactivationRequestInput } from '../../contracts/memberAccount';
import { defineResource } from '../define';
import { f, statusField } from '../fields';

/**
 * Customer management screens that are not the customer/business records themselves: account
 * deactivation requests (the two-step /user-account/deactivation flow), the CRM's (Bitrix)
 * agents, and the deals pushed from the product to the CRM.
 */
export const customerOperationResources = [
  defineResource({
    name: 'user-deactivation-requests',
    table: 'user_deactivation_requests',
    label: 'User deactivation',
    recordLabel: 'Deactivation request',
    titleField: 'id',
    feature: 'User Deactivation',
    menuGroup: 'Customer management',
    route: 'customer-management/user-deactivation',
    // Members file and follow their own request (step 2, the code: /api/account/deactivation); staff complete it,
    // which records the slab refund and deactivates the account (domain/accountDeactivation/hooks.ts).
    // Step 1 is filed only through the member's own call (the same pipeline and hooks, under the member's
    // session: a session that may not deactivate is refused there); the generic POST answers 405.
    createdThrough: 'POST /api/account/deactivation',
    owner: { column: 'user_id', actions: ['list', 'show', 'create'] },
    fullSessionWrites: true,
    fields: {
      user_id: f.ref('Customer', 'customers', { required: true, list: true }),
      subscription_id: f.ref('Plan subscription', 'subscriptions', { staffOnly: true }),
      // Step 1 of the member's deactivation: the same rule as the portal's form (contracts/memberAccount.ts).
      reason: f.text('Reason', { required: true, zod: deactivationRequestInput.shape.reason, max: DEACTIVATION_REASON.max, list: true }),
      step: f.enum(
        'Step',
        [
          { id: 1, name: 'Step 1: requested' },
          { id: 2, name: 'Step 2: confirmed' },
        ],
        { default: 1, staffOnly: true, filter: true, list: true },
      ),
      status: f.enum(
        'Status',
        [
          { id: 'requested', name: 'Requested', colour: '#1e88e5' },
          { id: 'confirmed', name: 'Confirmed', colour: '#fb8c00' },
          { id: 'cancelled', name: 'Cancelled', colour: '#9e9e9e' },
          { id: 'completed', name: 'Completed', colour: '#43a047' },
        ],
        { default: 'requested', staffOnly: true, filter: true, sortable: true, list: true },
      ),
      days_used: f.integer('Plan days used', { min: 0, staffOnly: true }),
      refund_percent: f.percent('Refund %', { staffOnly: true }),
      refund_amount: f.money('Refund amount', { staffOnly: true, list: true }),
      processed_by: f.ref('Processed by', 'admin-users', { readOnly: true }),
      processed_at: f.datetime('Processed on', { readOnly: true }),
    },
  }),
  defineResource({
    name: 'bitrix-agents',
    table: 'bitrix_agents',
    label: 'Bitrix agents',
    recordLabel: 'Bitrix agent',
    titleField: 'name',
    feature: 'Bitrix Agents',
    menuGroup: 'Customer management',
    route: 'customer-management/bitrix-management',
    softDelete: true,
    defaultSort: ['name', 'ASC'],
    fields: {
      name: f.string('Name', { required: true, min: 2, max: 120, searchable: true, sortable: true, list: true }),
      bitrix_id: f.string('Bitrix id', { required: true, max: 40, searchable: true, list: true }),
      email: f.email('Email', { searchable: true, filter: true, list: true }),
      mobile: f.mobile('Mobile', { searchable: true, filter: true, list: true }),
      ...statusField(),
    },
  }),
  defineResource({
    name: 'crm-deals',
    table: 'crm_deals',
    label: 'CRM deals',
    recordLabel: 'CRM deal',
    titleField: 'title',
    feature: 'CRM Deals',
    menuGroup: 'Customer management',
    route: 'customer-management/crm-deals-list',
    fields: {
      product: f.enum(
        'Product',
        [
          { id: 'membership', name: 'Membership' },
          { id: 'cir', name: 'CIR' },
          { id: 'settlement', name: 'Settlement' },
          { id: 'legal_notice', name: 'Legal notice' },
          { id: 'bcm', name: 'Tally sync' },
        ],
        { required: true, filter: true, list: true },
      ),
      title: f.string('Title', { max: 200, searchable: true, list: true }),
      user_id: f.ref('Customer', 'customers', { list: true }),
      bitrix_agent_id: f.ref('Agent', 'bitrix-agents', { list: true }),
      deal_id: f.string('CRM deal id', { max: 40, searchable: true, readOnly: true, list: true }),
      stage: f.string('Stage', { max: 40, default: 'NEW', filter: true, list: true }),
      amount: f.money('Amount', { sortable: true, list: true }),
      sync_status: f.enum(
        'Sync',
        [
          { id: 'pending', name: 'Pending', colour: '#9e9e9e' },
          { id: 'synced', name: 'Synced', colour: '#43a047' },
          { id: 'failed', name: 'Failed', colour: '#e53935' },
        ],
        { readOnly: true, filter: true, list: true },
      ),
      error: f.string('Sync error', { readOnly: true }),
      synced_at: f.datetime('Synced on', { readOnly: true, sortable: true, list: true }),
    },
  }),
];
