/**
 * The one table of order deliveries (issue 19 §3): for each purpose an order can have, what a paid
 * order delivers, from the component that sells it. Payments receives it explicitly through
 * AppContext.orderDeliveries and imports no product; nothing registers itself on import. A purpose
 * without a delivery does not compile (OrderDeliveries is a record over ORDER_PURPOSES), and
 * orderDeliveries.test.ts checks the table against the purposes the database allows.
 */
import { businessRegistrationDelivery } from './businesses/businessRegistrationDelivery';
import { cirOrderDelivery } from './cir/cirOrderDelivery';
import { reportFeeDelivery } from './defaulterCases/reportFeeDelivery';
import { planOrderDelivery } from './membership/planOrderDelivery';
import type { OrderDeliveries } from './payments/orderDelivery';
import { walletTopUpDelivery } from './walletLedger/walletTopUpDelivery';

export const ORDER_DELIVERIES: OrderDeliveries = {
  subscription: planOrderDelivery,
  renewal: planOrderDelivery,
  cir: cirOrderDelivery,
  report_defaulter: reportFeeDelivery,
  business_registration: businessRegistrationDelivery,
  wallet_topup: walletTopUpDelivery,
};
