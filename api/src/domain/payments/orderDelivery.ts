/**
 * What a paid order delivers, by its purpose (issue 19 §3). Payments books every order's money the
 * same way — the payment row, the journal, the order's event, the GST invoice — and asks the order's
 * purpose what the payment buys and how the gateway names it. Each component that sells something
 * exports its OrderDelivery; one composition module (domain/orderDeliveries.ts) builds the table, and
 * the app hands it in (AppContext.orderDeliveries). Payments imports no product.
 */
import type { Knex } from 'knex';
import type { CallContext } from '../../callContext';
import type { OrderView } from '../../contracts/checkout';
import type { ORDER_PURPOSES } from '../../registry/resources/billing';

/** What an order is for (orders.purpose). */
export type OrderPurpose = (typeof ORDER_PURPOSES)[number]['id'];

/** The order being delivered, as its row reads (status paid, in the settlement's transaction). */
export interface PaidOrder {
  id: number;
  order_number: string;
  user_id: number;
  business_id: number | null;
  plan_version_id: number | null;
  purpose: string;
  amount: string;
  discount: string;
  total: string;
  request: unknown;
}

export interface DeliveryStep {
  trx: Knex.Transaction;
  call: CallContext;
  order: PaidOrder;
  now: Date;
}

/** A supply's step: its payment journal is booked and its event written; its GST invoice is ready to issue. */
export interface SupplyStep extends DeliveryStep {
  journalId: number | null;
  invoice: {
    invoiceId: number;
    /** Numbers and writes the invoice (once, however often called): the transaction's last statement. */
    issue: () => Promise<{ invoiceNumber: string }>;
  };
}

/** What an invoice's line may name: the plan the order bought and the period it paid for. */
export interface InvoiceLineFacts {
  plan_name: string | null;
  duration_value: number | null;
  duration_unit: 'years' | 'months' | null;
  period_starts_at: Date | null;
  period_ends_at: Date | null;
}

interface Named {
  /** What the gateway's page names the payment (the business it is for is added after it). */
  paymentLabel(db: Knex, order: { plan_version_id: number | null; order_number: string }): string | Promise<string>;
  /** How the GST invoice's line names what was sold; null: the purpose's name (ORDER_PURPOSES). */
  invoiceLine(facts: InvoiceLineFacts): string | null;
  /** What the member's view of the order shows of what it delivered (a credit report's id, to open it after paying). */
  delivered?: (db: Knex, orderId: number) => Promise<Partial<Pick<OrderView, 'cirReportId'>>>;
}

/**
 * A taxable supply: the settlement books the payment (revenue and GST), then `deliver` runs, then the
 * GST invoice is issued — unless `deliver` issued it itself to refer to its number.
 */
export interface SupplyDelivery extends Named {
  kind: 'supply';
  deliver?: (step: SupplyStep) => Promise<void>;
  /**
   * Set when delivering may fail after the money came (a credit report that cannot be made): the
   * delivery runs in a savepoint and, if it fails, nothing is charged — the order fails and the
   * payment goes to the member's wallet, with this note (for staff) and narration (for the member).
   */
  ifUndelivered?: { note: (paid: string) => string; narration: (orderNumber: string) => string };
}

/** Money kept for the member (no supply, no invoice): `deliver` books it. */
export interface CreditDelivery extends Named {
  kind: 'credit';
  deliver: (step: DeliveryStep) => Promise<void>;
}

export type OrderDelivery = SupplyDelivery | CreditDelivery;

/** Every purpose's delivery: a purpose without one does not compile (and orderDeliveries.test.ts checks it). */
export type OrderDeliveries = Readonly<Record<OrderPurpose, OrderDelivery>>;

/** The delivery of a stored order's purpose; a purpose the table lacks is a programming error. */
export function deliveryOf(deliveries: OrderDeliveries, purpose: string): OrderDelivery {
  const delivery = (deliveries as Readonly<Record<string, OrderDelivery>>)[purpose];
  if (!delivery) throw new Error(`No delivery is registered for orders of purpose '${purpose}'.`);
  return delivery;
}

/** A service fee: a supply whose payment and invoice are all it delivers (or that is delivered where it is charged). */
export const feeDelivery = (label: string, invoiceLine = label): SupplyDelivery => ({
  kind: 'supply',
  paymentLabel: () => label,
  invoiceLine: () => invoiceLine,
});
