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
/** What an order is for (orders.purpose); each has its delivery (domain/orderDeliveries.ts). */
export const ORDER_PURPOSES = [
  { id: 'subscription', name: 'Subscription' },
  { id: 'renewal', name: 'Renewal' },
  { id: 'cir', name: 'CIR' },
  { id: 'report_defaulter', name: 'Report defaulter' },
  { id: 'business_registration', name: 'Business registration' },
  { id: 'wallet_topup', name: 'Wallet top-up' },
] as const satisfies readonly Choice[];
/** Who or what moved an order (order_events.source). */
const ORDER_EVENT_SOURCES: readonly Choice[] = [
  { id: 'checkout', name: 'Checkout' },
  { id: 'wallet', name: 'Wallet' },
  { id: 'webhook', name: 'Gateway webhook' },
  { id: 'return', name: 'Return from the gateway' },
  { id: 'reconciliation', name: 'Reconciliation' },
  { id: 'staff', name: 'Staff' },
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
      wallet_amount: f.money('Paid from the wallet'),
      gateway_amount: f.money('Paid through the gateway', { readOnly: true, computed: 'total - wallet_amount' }),
      gateway: f.string('Gateway'),
      gateway_order_id: f.string('Gateway order id'),
      paid_at: f.datetime('Paid on', { sortable: true }),
      closed_at: f.datetime('Closed on'),
      // A service order's request (a CIR's business, GSTIN and purpose), delivered when it is paid.
      request: f.json('What it pays for'),
      wallet_credit: f.money('Added to the wallet instead', { readOnly: true }),
      idempotency_key: f.string('Idempotency key', { hidden: true }),
    },
  }),
  defineResource({
    name: 'order-events',
    table: 'order_events',
    label: 'Order events',
    titleField: 'to_status',
    feature: 'Invoices',
    menuGroup: 'List views',
    route: 'order-events',
    // Written by the order settlement (domain/payments/orderSettlement) with every state change.
    readOnly: true,
    timestamps: false,
    defaultSort: ['id', 'ASC'],
    fields: {
      order_id: f.ref('Order', 'orders', { list: true }),
      from_status: f.enum('From', ORDER_STATUSES, { list: true }),
      to_status: f.enum('To', ORDER_STATUSES, { list: true }),
      source: f.enum('Source', ORDER_EVENT_SOURCES, { list: true }),
      note: f.string('Note', { max: 300, list: true }),
      detail: f.json('Detail'),
      actor_id: f.integer('Actor id'),
      // The member (checkout) or staff member who moved it; '' for the gateway and jobs.
      actor_name: f.string('By', {
        readOnly: true,
        list: true,
        computed: `COALESCE((SELECT u.name FROM users u WHERE u.id = order_events.actor_id), '')`,
      }),
      created_at: f.datetime('When', { readOnly: true, sortable: true, filter: true, list: true }),
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
      applied_to: f.enum(
        'Paid',
        [
          { id: 'order', name: 'The order' },
          { id: 'wallet', name: 'The member’s wallet', colour: '#FB8C00' },
        ],
        { list: true },
      ),
      payload: f.json('Gateway response'),
    },
  }),
  defineResource({
    name: 'payment-reconciliation-findings',
    table: 'payment_reconciliation_findings',
    label: 'Payment reconciliation',
    titleField: 'gateway_payment_id',
    feature: 'Invoices',
    menuGroup: 'Monitoring',
    route: 'payment-reconciliation-findings',
    // Written by the settlement (a payment its order could not take) and the daily
    // payment-reconciliation job (domain/payments/captureReconciliation): read-only here.
    readOnly: true,
    timestamps: false,
    defaultSort: ['id', 'DESC'],
    fields: {
      kind: f.enum(
        'Finding',
        [
          { id: 'late_payment', name: 'Late or second payment (to the wallet)', colour: '#FB8C00' },
          { id: 'wrong_amount', name: 'Other amount (to the wallet)', colour: '#FB8C00' },
          { id: 'captured_not_booked', name: 'Captured, not in the ledger', colour: '#E53935' },
          { id: 'booked_not_captured', name: 'In the ledger, not captured', colour: '#E53935' },
          { id: 'amount_mismatch', name: 'Amounts differ', colour: '#E53935' },
        ],
        { filter: true, list: true },
      ),
      gateway: f.string('Gateway', { list: true }),
      gateway_payment_id: f.string('Gateway payment id', { searchable: true, filter: true, list: true }),
      order_id: f.ref('Order', 'orders', { list: true }),
      gateway_amount: f.money('Gateway amount', { list: true }),
      ledger_amount: f.money('Ledger amount', { list: true }),
      note: f.string('Note', { max: 300, list: true }),
      detail: f.json('Detail'),
      created_at: f.datetime('Found on', { readOnly: true, sortable: true, filter: true, list: true }),
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
      gateway: f.string('Gateway', { filter: true, list: true }),
      event_id: f.string('Event id', { searchable: true, filter: true, list: true }),
      // The events of one order (the order page).
      gateway_order_id: f.string('Gateway order id', { filter: true, list: true }),
      signature: f.string('Signature', { hidden: true }),
      payload: f.json('Payload'),
      occurred_at: f.datetime('Happened on', { list: true }),
      attempts: f.integer('Attempts', { list: true }),
      last_error: f.string('Last error', { max: 500 }),
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
