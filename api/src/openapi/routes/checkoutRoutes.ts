/**
 * Checkout, orders, the wallet and the gateway webhook (api/src/domain/payments/paymentRoutes.ts,
 * staffPaymentRoutes.ts, paymentWebhookRoutes.ts): one declaration per endpoint.
 */
import { z } from 'zod';
import { idempotencyKey } from '../../contracts/answers/answerParts';
import {
  checkoutQuoteAnswer,
  freeTrialOfferAnswer,
  freeTrialStartedAnswer,
  orderViewAnswer,
  placedOrderAnswer,
  refundAnswer,
  walletAnswer,
} from '../../contracts/answers/checkoutAnswers';
import { checkoutInput, freeTrialInput, walletTopUpInput } from '../../contracts/checkout';
import { refundInput } from '../../domain/payments';
import { defineRoutes } from '../routeContract';

const tags = ['Checkout'];
const orderId = z.object({ id: z.string().meta({ description: 'The order id' }) });

export const checkoutRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/checkout/free-trial',
    tags,
    summary: 'Whether this plan’s free trial can start for one of the member’s businesses (once per GSTIN, no running plan)',
    query: freeTrialInput,
    responses: { 200: { description: 'The offer', body: freeTrialOfferAnswer }, 404: 'Not one of your businesses' },
  },
  {
    method: 'post',
    path: '/api/checkout/free-trial',
    tags,
    summary: 'Starts the plan’s free trial for one of the member’s businesses: a subscription for the trial’s days, no payment',
    body: freeTrialInput,
    responses: {
      201: { description: 'Your free trial has started', body: freeTrialStartedAnswer },
      404: 'Not one of your businesses, or the plan has no free trial on offer',
      409: 'This GSTIN has had its free trial, or the business already has a plan',
    },
  },
  {
    method: 'post',
    path: '/api/admin/orders/{id}/refund',
    tags,
    summary: 'Staff (Invoices → process) refund part or all of a paid order to the wallet or the original payment method',
    description:
      'Writes a credit note against the order’s invoice and a balanced ledger journal in one transaction; never more than is left to credit.',
    params: orderId,
    headers: z.object({ 'Idempotency-Key': idempotencyKey() }),
    body: refundInput,
    responses: {
      200: { description: 'A retry: the first refund', body: refundAnswer },
      201: { description: 'Refund recorded', body: refundAnswer },
      403: 'Not staff with Invoices → process',
      404: 'No such order',
      409: 'The order is not paid, has no invoice, or the amount is more than is left to credit',
    },
  },
  {
    method: 'post',
    path: '/api/checkout/quote',
    tags,
    summary: 'What a plan costs now for one of the member’s businesses (promo code, GST, wallet); nothing is written',
    body: checkoutInput,
    responses: {
      200: { description: 'The quote', body: checkoutQuoteAnswer },
      404: 'Not one of your businesses, or the plan is not on sale',
      409: 'An open account-deactivation request',
    },
  },
  {
    method: 'post',
    path: '/api/checkout/orders',
    tags,
    summary: 'Places the order and opens the gateway’s hosted checkout (or pays it all from the wallet)',
    headers: z.object({
      'Idempotency-Key': idempotencyKey('A retry with the same key answers the first order (200); another body under it is 409'),
    }),
    body: checkoutInput,
    responses: {
      200: { description: 'A retry: the first order', body: placedOrderAnswer },
      201: { description: 'Order placed successfully', body: placedOrderAnswer },
      404: 'Not one of your businesses, or the plan is not on sale',
      409: 'The key was used for another order, the wallet no longer covers its part, or an open deactivation request',
    },
  },
  {
    method: 'get',
    path: '/api/checkout/orders/{id}',
    tags,
    summary: 'One of the member’s orders; while pending, the server first asks the gateway (the browser’s return proves nothing)',
    params: orderId,
    responses: { 200: { description: 'The order', body: orderViewAnswer }, 404: 'No such order of yours' },
  },
  {
    method: 'get',
    path: '/api/wallet',
    tags,
    summary: 'The member’s wallet: balance and the latest movements with the balance after each',
    responses: { 200: { description: 'The wallet', body: walletAnswer } },
  },
  {
    method: 'post',
    path: '/api/wallet/top-up',
    tags,
    summary: 'Adds money to the member’s wallet through the gateway’s hosted checkout: ₹100 to ₹2,00,000 at a time',
    description:
      'An order with purpose `wallet_topup`; once the gateway’s payment is settled the wallet is credited by one ledger journal (kind topup), however often the webhook is delivered. No GST invoice: a top-up is not a supply.',
    headers: z.object({
      'Idempotency-Key': idempotencyKey('A retry with the same key answers the first order (200); another amount under it is 409'),
    }),
    body: walletTopUpInput,
    responses: {
      200: { description: 'A retry: the first order', body: placedOrderAnswer },
      201: { description: 'Order placed successfully: open `next.redirectUrl`', body: placedOrderAnswer },
      400: 'The amount is missing, not money, below ₹100 or above ₹2,00,000, or no Idempotency-Key',
      409: 'The key was used for another order, or an open deactivation request',
    },
  },
  {
    method: 'post',
    path: '/api/payments/webhook/{gateway}',
    tags,
    open: true,
    summary: 'The payment gateway’s signed event (raw JSON body; sandbox: x-sandbox-signature, Razorpay: x-razorpay-signature)',
    description:
      'Verified over the raw body, stored once per event id, then processed; a replay answers 200 with duplicate: true. Processing errors are retried by the payment-events job.',
    params: z.object({ gateway: z.enum(['sandbox', 'razorpay']) }),
    body: z.looseObject({}),
    responses: {
      200: { description: 'Stored (and processed)', body: z.looseObject({ received: z.boolean(), duplicate: z.boolean() }) },
      400: 'A missing, forged or stale signature, or not the gateway’s event: nothing is stored',
      404: 'This server does not use that gateway',
    },
  },
]);
