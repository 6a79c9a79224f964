import { defineResource } from '../define';
import { AMOUNT_UNITS, f, statusField } from '../fields';

const TEMPLATE_KINDS = [
  { id: 'header', name: 'Header' },
  { id: 'document', name: 'Document' },
  { id: 'footer', name: 'Footer' },
] as const;

/** Amount-range slabs: an empty maximum means "and above". Value is ₹ (flat) or % (percent, ≤ 100). */
const slabRange = {
  min_amount: f.money('Minimum amount', { required: true, sortable: true, list: true }),
  max_amount: f.money('Maximum amount', { list: true, help: 'Leave empty for "and above".' }),
};

const templateFields = {
  parent_id: f.ref('Parent', 'settlement-documents'),
  title: f.string('Title', { required: true, min: 2, max: 200, searchable: true, sortable: true, list: true }),
  body: f.richtext('Body'),
  ...statusField(),
};

/** Settlement settings: commission slabs, service charges, letter templates, instant cashback. */
export const settlementSettingsResources = [
  defineResource({
    name: 'settlement-commission-slabs',
    table: 'settlement_commission_slabs',
    label: 'Settlement commission slabs',
    recordLabel: 'Commission slab',
    titleField: 'min_amount',
    feature: 'Settlement Settings',
    menuGroup: 'Settlement',
    route: 'settlement/commissions',
    softDelete: true,
    defaultSort: ['min_amount', 'ASC'],
    fields: {
      ...slabRange,
      commission_type: f.enum('Commission type', AMOUNT_UNITS, { required: true, list: true }),
      commission_value: f.money('Commission value', { required: true, list: true, unitFrom: 'commission_type' }),
      ...statusField(),
    },
  }),
  defineResource({
    name: 'service-charges',
    table: 'service_charges',
    label: 'Service charges',
    titleField: 'name',
    feature: 'Settlement Settings',
    menuGroup: 'Settlement',
    route: 'settlement/services-charges',
    softDelete: true,
    fields: {
      name: f.string('Name', { required: true, min: 2, max: 120, searchable: true, sortable: true, list: true }),
      charge_type: f.enum('Charge type', AMOUNT_UNITS, { required: true, list: true }),
      value: f.money('Value', { required: true, list: true, unitFrom: 'charge_type' }),
      ...statusField(),
    },
  }),
  defineResource({
    name: 'settlement-documents',
    table: 'settlement_document_templates',
    label: 'Settlement documents',
    recordLabel: 'Settlement document',
    titleField: 'title',
    feature: 'Settlement Settings',
    menuGroup: 'Settlement',
    route: 'settlement/documents',
    softDelete: true,
    fields: {
      kind: f.enum('Kind', TEMPLATE_KINDS, { required: true, filter: true, list: true }),
      ...templateFields,
    },
  }),
  defineResource({
    name: 'settlement-headers',
    table: 'settlement_document_templates',
    label: 'Settlement headers',
    recordLabel: 'Settlement header',
    titleField: 'title',
    feature: 'Settlement Settings',
    menuGroup: 'Settlement',
    route: 'settlement/header/document/settlement',
    softDelete: true,
    baseFilter: { kind: 'header' },
    fields: templateFields,
  }),
  defineResource({
    name: 'instant-cashback-rules',
    table: 'instant_cashback_rules',
    label: 'Instant cashback',
    recordLabel: 'Instant cashback rule',
    titleField: 'min_amount',
    feature: 'Settlement Settings',
    menuGroup: 'Settlement',
    route: 'settlement/instant-cashback',
    softDelete: true,
    defaultSort: ['min_amount', 'ASC'],
    fields: {
      ...slabRange,
      cashback_type: f.enum('Cashback type', AMOUNT_UNITS, { required: true, list: true }),
      cashback_value: f.money('Cashback value', { required: true, list: true, unitFrom: 'cashback_type' }),
      ...statusField(),
    },
  }),
];
