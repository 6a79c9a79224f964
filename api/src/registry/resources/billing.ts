import { defineResource } from '../define';
import { f } from '../fields';
import type { Choice, FieldDef } from '../types';

/** Order status options (spec §4, plus pending/failed/cancelled for the payment flow). */
export const ORDER_STATUSES: readonly Choice[] = [
  { id: 'pending', name: 'Pending', colour: '#9E9E9E' },
  { id: 'paid', name: 'Paid', colour: '#43A047' },
  { id: 'processing', name: 'Processing', colour: '#1E88E5' },
  { id: 'shipped', name: 'Shipped', colour: '#00ACC1' },
  { id: 'delivered', name: 'Delivered', colour: '#7CB342' },
  { id: 'completed', name: 'Completed', colour: '#1B5E20' },
  { id: 'failed', name: 'Failed', colour: '#E53935' },
  { id: 'cancelled', name: 'Cancelled', colour: '#616161' },
];
export const ORDER_PURPOSES: readonly Choice[] = [
  { id: 'subscription', name: 'Subscription' },
  { id: 'renewal', name: 'Renewal' },
  { id: 'cir', name: 'CIR' },
  { id: 'report_defaulter', name: 'Report defaulter' },
  { id: 'business_registration', name: 'Business registration' },
  { id: 'wallet_topup', name: 'Wallet top-up' },
];
const INVOICE_STATUSES: readonly Choice[] = [
  { id: 'pending', name: 'Pending', colour: '#FB8C00' },
  { id: 'issued', name: 'Issued', colour: '#43A047' },
  { id: 'cancelled', name: 'Cancelled', colour: '#616161' },
];

const invoiceFields: Record<string, FieldDef> = {
  invoice_number: f.string('Invoice number', { max: 16, searchable: true, filter: true, list: true }),
  financial_year: f.string('Financial year', { max: 7, example: '2026-27', list: true }),
  sequence: f.integer('Sequence'),
  order_id: f.ref('Order', 'orders', { list: true }),
  user_id: f.ref('Customer', 'customers', { list: true }),
  business_id: f.ref('Business', 'businesses'),
  place_of_supply: f.string('Place of supply (state code)', { max: 2, example: '27', filter: true, list: true }),
  taxable_amount: f.money('Taxable amount', { list: true }),
  igst: f.money('IGST', { list: true }),
  sgst: f.money('SGST', { list: true }),
  cgst: f.money('CGST', { list: true }),
  total: f.money('Total', { filter: true, sortable: true, list: true }),
  status: f.enum('Status', INVOICE_STATUSES, { filter: true, sortable: true, list: true }),
  issued_at: f.datetime('Issued on', { filter: true, sortable: true, list: true }),
};

/**
 * Orders, gateway payments and webhooks, GST invoices. All written by the checkout, the payment
 * webhook and the invoicing service inside their own transactions: list and detail only here.
 */
export const billingResources = [
  defineResource({
    name: 'orders',
    table: 'orders',
    label: 'Orders',
    titleField: 'order_number',
    feature: 'Invoices',
    menuGroup: 'List views',
    route: 'orders',
    readOnly: true,
    owner: { column: 'user_id', actions: ['list', 'show'] },
    fields: {
      order_number: f.string('Order number', { searchable: true, list: true }),
      user_id: f.ref('Customer', 'customers', { list: true }),
      business_id: f.ref('Business', 'businesses'),
      purpose: f.enum('Purpose', ORDER_PURPOSES, { filter: true, list: true }),
      plan_version_id: f.ref('Plan version', 'plan-versions'),
      amount: f.money('Amount', { list: true }),
      discount: f.money('Discount', { list: true }),
      tax: f.money('Tax', { list: true }),
      total: f.money('Total', { filter: true, sortable: true, list: true }),
      status: f.enum('Status', ORDER_STATUSES, { filter: true, sortable: true, list: true }),
      promo_code_id: f.ref('Promo code', 'promo-codes'),
      idempotency_key: f.string('Idempotency key', { hidden: true }),
    },
  }),
  defineResource({
    name: 'payments',
    table: 'payments',
    label: 'Payments',
    titleField: 'gateway_payment_id',
    feature: 'Invoices',
    menuGroup: 'List views',
    route: 'payments',
    readOnly: true,
    fields: {
      order_id: f.ref('Order', 'orders', { list: true }),
      gateway: f.string('Gateway', { filter: true, list: true }),
      gateway_payment_id: f.string('Gateway payment id', { searchable: true, filter: true, list: true }),
      amount: f.money('Amount', { list: true }),
      status: f.enum(
        'Result',
        [
          { id: 'success', name: 'Success', colour: '#43A047' },
          { id: 'error', name: 'Error', colour: '#E53935' },
          { id: 'pending', name: 'Pending', colour: '#FB8C00' },
        ],
        { filter: true, list: true },
      ),
      payload: f.json('Gateway response'),
    },
  }),
  defineResource({
    name: 'payment-webhook-events',
    table: 'payment_webhook_events',
    label: 'Payment webhook events',
    titleField: 'event_id',
    feature: 'Payment Settings',
    menuGroup: 'Monitoring',
    route: 'payment-webhook-events',
    readOnly: true,
    fields: {
      gateway: f.string('Gateway', { list: true }),
      event_id: f.string('Event id', { searchable: true, filter: true, list: true }),
      signature: f.string('Signature', { hidden: true }),
      payload: f.json('Payload'),
      processed_at: f.datetime('Processed on', { filter: true, sortable: true, list: true }),
    },
  }),
  defineResource({
    name: 'invoices',
    table: 'invoices',
    label: 'Invoices',
    titleField: 'invoice_number',
    feature: 'Invoices',
    menuGroup: 'List views',
    route: 'invoices',
    readOnly: true,
    owner: { column: 'user_id', actions: ['list', 'show'] },
    fields: invoiceFields,
  }),
  defineResource({
    name: 'credit-notes',
    table: 'credit_notes',
    label: 'Credit notes',
    recordLabel: 'Credit note',
    titleField: 'credit_note_number',
    feature: 'Invoices',
    menuGroup: 'List views',
    route: 'credit-notes',
    // Issued by refunds (domain/invoices/creditNoteService) in their own transaction, never edited.
    readOnly: true,
    fields: {
      credit_note_number: f.string('Credit note number', { max: 16, searchable: true, filter: true, list: true }),
      financial_year: f.string('Financial year', { max: 7, example: '2026-27', list: true }),
      sequence: f.integer('Sequence'),
      invoice_id: f.ref('Invoice', 'invoices', { list: true }),
      order_id: f.ref('Order', 'orders'),
      user_id: f.ref('Customer', 'customers', { list: true }),
      taxable_amount: f.money('Taxable amount', { list: true }),
      cgst: f.money('CGST', { list: true }),
      sgst: f.money('SGST', { list: true }),
      igst: f.money('IGST', { list: true }),
      total: f.money('Total', { filter: true, sortable: true, list: true }),
      reason: f.text('Reason'),
      created_by: f.ref('Issued by', 'admin-users'),
      issued_at: f.datetime('Issued on', { filter: true, sortable: true, list: true }),
    },
  }),
  defineResource({
    name: 'pending-invoices',
    table: 'invoices',
    label: 'Pending invoices',
    recordLabel: 'Pending invoice',
    titleField: 'order_id',
    feature: 'Pending Invoices',
    menuGroup: 'List views',
    route: 'pending-invoice',
    readOnly: true,
    baseFilter: { status: 'pending' },
    fields: invoiceFields,
  }),
];
