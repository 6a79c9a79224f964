import { defineResource } from '../define';
import { AMOUNT_UNITS, f, statusField } from '../fields';
import type { FieldDef } from '../types';
import { ORDER_PURPOSES } from './billing';

const PARTNER_TYPES = [
  { id: 'affiliate', name: 'Affiliate' },
  { id: 'professional', name: 'Professional' },
  { id: 'channel_partner', name: 'Channel partner' },
] as const;

const partnerFields: Record<string, FieldDef> = {
  name: f.string('Name', { required: true, min: 2, max: 120, searchable: true, sortable: true, list: true }),
  mobile: f.mobile('Mobile', { searchable: true, filter: true, list: true }),
  email: f.email('Email', { searchable: true, filter: true, list: true }),
  commission_type: f.enum('Commission type', AMOUNT_UNITS, { default: 'percent', list: true }),
  commission_value: f.money('Commission value', { default: '0.00', list: true, unitFrom: 'commission_type' }),
  // Made by the server from the name on create (domain/partners/hooks.ts) and never changed: it is
  // printed on the partner's material and in their links.
  code: f.string('Code', {
    required: true,
    readOnly: true,
    max: 20,
    example: 'SHARMACA-7K2Q9Z',
    searchable: true,
    filter: true,
    list: true,
  }),
  ...statusField(),
};

/** One partner screen per partner type (spec §2 Partner management), all on the partners table. */
const partnerView = (name: string, type: string, label: string, recordLabel: string, route: string) =>
  defineResource({
    name,
    table: 'partners',
    label,
    recordLabel,
    titleField: 'name',
    feature: 'Partners',
    menuGroup: 'Partner management',
    route,
    softDelete: true,
    baseFilter: { type },
    fields: partnerFields,
  });

/** Partners and commissions, relationship managers, agents and agent revenue. */
export const partnersResources = [
  defineResource({
    name: 'partners',
    table: 'partners',
    label: 'All partners',
    recordLabel: 'Partner',
    titleField: 'name',
    feature: 'Partners',
    menuGroup: 'Partner management',
    route: 'partner-management/partners',
    softDelete: true,
    fields: { type: f.enum('Type', PARTNER_TYPES, { required: true, filter: true, list: true }), ...partnerFields },
  }),
  partnerView('affiliates', 'affiliate', 'Affiliates', 'Affiliate', 'partner-management/affiliates'),
  partnerView('professionals', 'professional', 'Professionals', 'Professional', 'partner-management/professionals'),
  partnerView('channel-partners', 'channel_partner', 'Channel partners', 'Channel partner', 'partner-management/channel-partners'),
  defineResource({
    name: 'commission-rules',
    table: 'commission_rules',
    label: 'Commission settings',
    recordLabel: 'Commission rule',
    titleField: 'purpose',
    feature: 'Commission',
    menuGroup: 'Settings',
    route: 'settings/commissions',
    softDelete: true,
    description: "Default commission per partner type and order purpose; a partner's own rate overrides it.",
    fields: {
      partner_type: f.enum('Partner type', PARTNER_TYPES, { required: true, filter: true, list: true }),
      purpose: f.enum('Order purpose', ORDER_PURPOSES, { required: true, filter: true, list: true }),
      commission_type: f.enum('Commission type', AMOUNT_UNITS, { required: true, list: true }),
      commission_value: f.money('Commission value', { required: true, list: true, unitFrom: 'commission_type' }),
      ...statusField(),
    },
  }),
  defineResource({
    name: 'commissions',
    table: 'commissions',
    label: 'Commissions',
    titleField: 'amount',
    feature: 'Commission',
    menuGroup: 'List views',
    route: 'commissions',
    // Accrued by a paid order with its ledger journal (domain/payments/orderSettlement.ts): partner, order and
    // amount are the accrual's; staff approve them and mark them paid here.
    flow: {
      create: 'the accrual of a paid order (with its ledger journal)',
      delete: 'the accrual of a paid order (it is in the ledger: set its status instead)',
    },
    fields: {
      partner_id: f.ref('Partner', 'partners', { readOnly: true, list: true }),
      order_id: f.ref('Order', 'orders', { readOnly: true, list: true }),
      amount: f.money('Amount', { readOnly: true, filter: true, sortable: true, list: true }),
      status: f.enum(
        'Status',
        [
          { id: 'pending', name: 'Pending', colour: '#FB8C00' },
          { id: 'approved', name: 'Approved', colour: '#1E88E5' },
          { id: 'paid', name: 'Paid', colour: '#43A047' },
        ],
        { staffOnly: true, default: 'pending', filter: true, list: true },
      ),
    },
  }),
  defineResource({
    name: 'relationship-managers',
    table: 'relationship_managers',
    label: 'Relationship managers',
    titleField: 'name',
    feature: 'Relationship Managers',
    menuGroup: 'Customer management',
    route: 'customer-management/relationship-manager',
    softDelete: true,
    fields: {
      name: f.string('Name', { required: true, min: 2, max: 120, searchable: true, sortable: true, list: true }),
      mobile: f.mobile('Mobile', { searchable: true, filter: true, list: true }),
      email: f.email('Email', { searchable: true, filter: true, list: true }),
      ...statusField(),
    },
  }),
  defineResource({
    name: 'agents',
    table: 'agents',
    label: 'Agents',
    titleField: 'name',
    feature: 'Agents',
    menuGroup: 'Customer management',
    route: 'customer-management/agents',
    softDelete: true,
    fields: {
      name: f.string('Name', { required: true, min: 2, max: 120, searchable: true, sortable: true, list: true }),
      mobile: f.mobile('Mobile', { required: true, searchable: true, filter: true, list: true }),
      email: f.email('Email', { searchable: true, filter: true, list: true }),
      relationship_manager_id: f.ref('Relationship manager', 'relationship-managers', { list: true }),
      ...statusField(),
    },
  }),
  defineResource({
    name: 'agent-revenue',
    table: 'agent_revenue',
    label: 'Agent revenue',
    recordLabel: 'Agent revenue',
    titleField: 'amount',
    feature: 'Agent Revenue',
    menuGroup: 'Customer management',
    route: 'customer-management/agent/revenue',
    // Derived from paid orders an agent brought in.
    readOnly: true,
    fields: {
      agent_id: f.ref('Agent', 'agents', { list: true }),
      order_id: f.ref('Order', 'orders', { list: true }),
      amount: f.money('Amount', { filter: true, sortable: true, list: true }),
      commission: f.money('Commission', { list: true }),
    },
  }),
];
