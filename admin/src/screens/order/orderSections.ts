/** The order page's related records, each a compact table (see CustomerSection for the fields). */
import type { CustomerSection } from '../customerDetail/customerModel';

export const PAYMENTS: CustomerSection = {
  key: 'payments',
  resource: 'payments',
  target: 'order_id',
  title: 'Payments',
  perPage: 10,
  empty: 'No payment has been recorded for this order.',
  columns: [
    { field: 'gateway_payment_id', label: 'Payment', cell: 'link' },
    { field: 'gateway' },
    { field: 'amount' },
    { field: 'status' },
    { field: 'applied_to', label: 'Paid' },
    { field: 'created_at', label: 'On', cell: 'when' },
  ],
};

/** What the settlement and the daily reconciliation found about this order's gateway money (issue 18 #4). */
export const RECONCILIATION: CustomerSection = {
  key: 'reconciliation',
  resource: 'payment-reconciliation-findings',
  target: 'order_id',
  title: 'Reconciliation alerts',
  perPage: 10,
  empty: 'Nothing to reconcile: every payment of this order is booked.',
  columns: [
    { field: 'kind', label: 'Finding' },
    { field: 'gateway_payment_id', label: 'Payment' },
    { field: 'gateway_amount' },
    { field: 'note' },
    { field: 'created_at', label: 'Found', cell: 'when' },
  ],
};

/** Filtered by the order's gateway order id (the value the page hands the card). */
export const WEBHOOK_EVENTS: CustomerSection = {
  key: 'webhookEvents',
  resource: 'payment-webhook-events',
  target: 'gateway_order_id',
  title: 'Gateway webhook events',
  perPage: 10,
  empty: 'The gateway has sent no events about this order.',
  columns: [
    { field: 'event_id', label: 'Event', cell: 'link' },
    { field: 'occurred_at', label: 'Happened', cell: 'when' },
    { field: 'attempts' },
    { field: 'processed_at', label: 'Processed', cell: 'when' },
    { field: 'last_error' },
  ],
};

export const CREDIT_NOTES: CustomerSection = {
  key: 'creditNotes',
  resource: 'credit-notes',
  target: 'order_id',
  title: 'Credit notes',
  perPage: 25,
  empty: 'Nothing has been refunded.',
  columns: [
    { field: 'credit_note_number', label: 'Credit note', cell: 'link' },
    { field: 'total' },
    { field: 'reason' },
    { field: 'issued_at', label: 'Issued', cell: 'when' },
  ],
};
