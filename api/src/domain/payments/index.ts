/**
 * The front door of payments: what other components may use. Another component imports from
 * '../payments', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { reconcileCaptures } from './captureReconciliation';
export { type Cashback, recordCashback } from './cashbacks';
export type { CheckoutKind, OrderDraft } from './checkoutOrder';
export { orderTransactionIds, revenueData } from './moneyReports';
export {
  type CreditDelivery,
  deliveryOf,
  feeDelivery,
  type InvoiceLineFacts,
  type OrderDeliveries,
  type PaidOrder,
  type SupplyDelivery,
} from './orderDelivery';
export { topUpEntries } from './orderPostings';
export { accruePartnerCommission, creditReferralCashback } from './orderRewards';
export { paymentGatewayOf, placeCheckout } from './paymentContext';
export { reconcilePayments } from './paymentEventService';
export {
  addPastCommissions,
  addPastPayments,
  addPastPromoRedemptions,
  addPastReferrals,
  addPastWebhookEvents,
  createPromoCodesIfAbsent,
  insertOrdersWithHistory,
} from './paymentHistory';
export { inviteInput } from './referralInvites';
export { refundInput } from './refundService';
export { revenueRange } from './revenueRules';
export { type DurationUnit, planPeriod } from './subscriptionPeriod';
export { chargeWalletForService, priceService, type ServicePrice } from './walletServiceCharge';
