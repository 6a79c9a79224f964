/** Business transactions and consent (domain/businessTransactions, calls/transactionDataRoutes.ts): one declaration per endpoint. */
import { z } from 'zod';
import { date, dateTime, rupees } from '../../contracts/answers/answerParts';
import { CALL_FAILURES, callOk, defineRoutes, failureAnswer, idInPath } from '../routeContract';
import {
  businessTransactionInput,
  businessTransactionUpdate,
  consentPairInput,
  giveConsentInput,
} from '../../contracts/businessTransactions';
import type { BusinessTransactionView, TransactionConsentView } from '../../contracts/businessTransactions';
import { businessInput, userIdField, voucherInput } from '../../domain/businessTransactions/transactionDataRoutes';

const tags = ['Business transactions'];
const transactionView = z.strictObject({
  id: z.number().int(),
  supplier: z.strictObject({ id: z.number().int(), name: z.string(), gstin: z.string() }),
  buyer: z.strictObject({ id: z.number().int(), name: z.string(), gstin: z.string() }),
  voucher_number: z.string().nullable(),
  transaction_type: z.enum(['sale', 'purchase']),
  unit: z.string().nullable(),
  unit_value: z.string().nullable(),
  tax_percentage: z.string(),
  quantity: z.string().nullable(),
  amount: rupees,
  advance_paid: rupees,
  outstanding: rupees.meta({ description: 'amount − advance paid', examples: ['1179.99'] }),
  invoice_date: date.nullable(),
  due_date: date.nullable(),
  source: z.enum(['manual', 'tally']),
  status: z.enum(['awaiting_consent', 'open', 'overdue', 'paid']).meta({
    description:
      'paid: nothing outstanding; awaiting_consent: the buyer has not consented; overdue: due date before today (IST) with money outstanding',
  }),
  overdue: z.boolean(),
  consented: z.boolean(),
  editable: z.boolean().meta({ description: 'The caller is the supplier and the buyer has not consented' }),
  documents: z.array(
    z.strictObject({ id: z.number().int(), doc_type: z.string(), original_name: z.string(), sha256: z.string().nullable() }),
  ),
  created_at: dateTime,
}) satisfies z.ZodType<BusinessTransactionView>;
const consentView = z.strictObject({
  id: z.number().int().nullable(),
  supplier: z.strictObject({ id: z.number().int(), name: z.string(), gstin: z.string() }),
  buyer: z.strictObject({ id: z.number().int(), name: z.string(), gstin: z.string() }),
  state: z.enum(['none', 'requested', 'consented']),
  requested_at: dateTime.nullable(),
  consented_at: dateTime.nullable(),
  text_version: z.string().nullable(),
}) satisfies z.ZodType<TransactionConsentView>;
const sales = z.strictObject({
  count: z.number().int(),
  amount: z.string().meta({ description: 'Rupees as a decimal string' }),
  outstanding: z.string().meta({ description: 'Rupees as a decimal string' }),
  overdue_count: z.number().int(),
  overdue_amount: z.string().meta({ description: 'Rupees as a decimal string' }),
});
const staffSubject = userIdField.meta({
  description: 'Staff with Business Transactions → listView: this member’s data (others: 403; a member naming another: 404)',
});
const businessScope = businessInput.extend({
  businessId: businessInput.shape.businessId.meta({ description: 'Only this one of your businesses' }),
  userId: staffSubject,
});
const memberScope = z.object({ userId: staffSubject });
const transactionList = z.array(transactionView);

export const transactionRoutes = defineRoutes([
  {
    method: 'post',
    path: '/api/member/business-transactions',
    tags,
    summary: 'Record a credit sale: the supplier is one of your businesses, the buyer a business registered on Bakaya (by GSTIN)',
    body: businessTransactionInput,
    responses: {
      201: { description: 'Recorded (awaiting the buyer’s consent unless it was given for this pair)', body: transactionView },
      400: 'A field is wrong (errors name it): not your business, buyer not registered or the same business, bad GSTIN, amount that does not add up, advance above the amount, due date before the invoice date',
      409: 'This voucher number is already recorded for this buyer (errors.voucher_number)',
    },
  },
  {
    method: 'get',
    path: '/api/member/business-transactions',
    tags,
    summary: 'Your sales (role=supplier, default) or your purchases (role=buyer), newest invoice first, at most 500',
    query: z.object({
      role: z.enum(['supplier', 'buyer']).optional(),
      supplier: idInPath.meta({ description: 'Only this supplier business' }).optional(),
      buyer: idInPath.meta({ description: 'Only this buyer business' }).optional(),
    }),
    responses: { 200: { description: 'The transactions', body: transactionList } },
  },
  {
    method: 'get',
    path: '/api/member/business-transactions/{id}',
    tags,
    summary: 'One transaction where your business is the supplier or the buyer',
    params: z.object({ id: idInPath }),
    responses: { 200: { description: 'The transaction', body: transactionView }, 404: 'No such transaction, or not yours' },
  },
  {
    method: 'put',
    path: '/api/member/business-transactions/{id}',
    tags,
    summary: 'Change your sale: anything before the buyer consents; after, only a higher advance (money received)',
    params: z.object({ id: idInPath }),
    body: businessTransactionUpdate,
    responses: {
      200: { description: 'The changed transaction', body: transactionView },
      404: 'No such transaction, or you are not its supplier',
      409: 'The buyer has consented (only a higher advance may be recorded), or the voucher number is taken',
    },
  },
  {
    method: 'delete',
    path: '/api/member/business-transactions/{id}',
    tags,
    summary: 'Delete your sale before the buyer consents',
    params: z.object({ id: idInPath }),
    responses: {
      204: { description: 'Deleted (its documents with it)' },
      404: 'No such transaction, or you are not its supplier',
      409: 'The buyer has consented',
    },
  },
  {
    method: 'get',
    path: '/api/member/inventory-entries/{voucherId}',
    tags,
    summary: 'The entries recorded under one voucher number that you may see (as supplier or buyer)',
    params: z.object({ voucherId: z.string().max(60) }),
    responses: { 200: { description: 'The entries', body: transactionList }, 404: 'No entries you may see' },
  },
  {
    method: 'get',
    path: '/api/member/transaction-consents',
    tags,
    summary: 'As a buyer: the suppliers that recorded sales to your businesses or asked for consent, and the consent text',
    query: z.object({
      supplier: idInPath.meta({ description: 'Only this supplier business (the spec’s customerId)' }).optional(),
    }),
    responses: {
      200: {
        description: 'The consent text and the state per supplier/buyer pair',
        body: z.strictObject({
          text: z.strictObject({ version: z.string(), sha256: z.string(), text: z.string() }),
          consents: z.array(consentView),
        }),
      },
    },
  },
  {
    method: 'post',
    path: '/api/member/transaction-consents',
    tags,
    summary: 'As the buyer’s owner: consent to the supplier recording and reporting your transactions (to the current text version)',
    body: giveConsentInput,
    responses: {
      200: { description: 'Consented (repeating it changes nothing)', body: consentView },
      404: 'The buyer business is not yours, or the supplier does not exist',
      409: 'The consent text changed since it was read (errors.text_version)',
    },
  },
  {
    method: 'post',
    path: '/api/member/transaction-consents/request',
    tags,
    summary: 'As the supplier’s owner: ask the buyer for consent (the buyer’s owner is told by SMS or email)',
    body: consentPairInput,
    responses: {
      200: { description: 'Already asked or given: nothing changed', body: consentView },
      201: { description: 'Asked', body: consentView },
      404: 'The supplier business is not yours, or the buyer does not exist',
    },
  },
  {
    method: 'post',
    path: '/api/member/transaction-consents/revoke',
    tags,
    summary: 'As the buyer’s owner: withdraw a consent (the transactions await consent again)',
    body: consentPairInput,
    responses: { 200: { description: 'Withdrawn', body: consentView }, 404: 'No live consent, or the buyer business is not yours' },
  },
  {
    method: 'get',
    path: '/api/business-transactions/defaulter-prefill',
    tags,
    summary: 'The defaulter report’s starting values from the overdue transactions of a supplier/buyer pair (the supplier must be yours)',
    description:
      'Overdue: due date before today in IST and amount − advance above zero. Each becomes an invoice (voucher number → invoice number). `invoices` is empty when nothing is overdue.',
    query: z.object({
      supplier: idInPath.meta({ description: 'Your business (the reporter)' }),
      buyer: idInPath.meta({ description: 'The buyer business (the defaulter)' }),
    }),
    responses: {
      200: {
        description: 'The prefill',
        body: z.strictObject({
          reporter_business_id: z.number().int(),
          defaulter_gstin: z.string(),
          defaulter_name: z.string(),
          invoices: z.array(
            z.strictObject({
              invoice_number: z.string(),
              invoice_date: date.meta({ examples: ['2026-11-28'] }),
              amount: rupees,
              due_date: date.meta({ examples: ['2026-11-28'] }),
            }),
          ),
          advance_paid: rupees,
        }),
      },
      404: 'The supplier business is not yours, or the buyer does not exist',
    },
  },
  {
    method: 'post',
    path: '/api/data/business-data',
    tags: ['Member calls (spec §7)'],
    summary:
      'Signed-in member, own businesses only (staff: a member’s by userId): per business, the credit sales (as supplier) and purchases (as buyer) — count, amount, outstanding, overdue',
    body: businessScope,
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    bodyOptional: true,
    responses: {
      200: {
        description: 'Per business',
        body: callOk(
          z.array(
            z.strictObject({
              business_id: z.number().int(),
              trade_name: z.string(),
              gstin: z.string(),
              sales: sales,
              purchases: sales,
            }),
          ),
        ),
      },
      ...CALL_FAILURES,
      403: failureAnswer('Staff without Business Transactions → listView naming a member'),
      404: failureAnswer('Not one of your businesses, or another member'),
    },
  },
  {
    method: 'post',
    path: '/api/data/defaulter-data',
    tags: ['Member calls (spec §7)'],
    summary:
      'Signed-in member, own businesses only (staff: a member’s by userId): the buyers owing your businesses money past its due date (IST), largest first, with the path that reports them',
    body: businessScope,
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    bodyOptional: true,
    responses: {
      200: {
        description: 'Overdue buyers',
        body: callOk(
          z.array(
            z.strictObject({
              supplier_business_id: z.number().int(),
              buyer: z.strictObject({ id: z.number().int(), name: z.string(), gstin: z.string() }),
              overdue_count: z.number().int(),
              overdue_amount: z.string().meta({ description: 'Rupees as a decimal string' }),
              oldest_due_date: date,
              report_path: z.string().meta({ description: '/business-transaction-defaulter/{supplierId},{buyerId}' }),
            }),
          ),
        ),
      },
      ...CALL_FAILURES,
      403: failureAnswer('Staff without Business Transactions → listView naming a member'),
      404: failureAnswer('Not one of your businesses, or another member'),
    },
  },
  {
    method: 'post',
    path: '/api/get/defaulters-count',
    tags: ['Member calls (spec §7)'],
    summary:
      'Signed-in member, own businesses only (staff: a member’s by userId): cases you reported (not removed), cases listed against your businesses (verified or partly settled), buyers overdue',
    body: memberScope,
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    bodyOptional: true,
    responses: {
      200: {
        description: 'The counts',
        body: callOk(
          z.strictObject({ reported_by_you: z.number().int(), listed_against_you: z.number().int(), overdue_buyers: z.number().int() }),
        ),
      },
      ...CALL_FAILURES,
      403: failureAnswer('Staff without Business Transactions → listView naming a member'),
      404: failureAnswer('Another member'),
    },
  },
  {
    method: 'post',
    path: '/api/data/voucher-status',
    tags: ['Member calls (spec §7)'],
    summary:
      'Signed-in member, own businesses only (staff: a member’s by userId): the entries under a voucher number (as supplier or buyer) with their status, and the voucher’s latest Tally sync attempt',
    body: voucherInput,
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    responses: {
      200: {
        description: 'The voucher',
        body: callOk(
          z.strictObject({ voucher_number: z.string(), entries: z.array(z.looseObject({})), last_sync: z.looseObject({}).nullable() }),
        ),
      },
      ...CALL_FAILURES,
      403: failureAnswer('Staff without Business Transactions → listView naming a member'),
      404: failureAnswer('No entries you may see under this voucher, or another member'),
    },
  },
  {
    method: 'post',
    path: '/api/data/tally-registered-data',
    tags: ['Member calls (spec §7)'],
    summary:
      'Signed-in member, own businesses only (staff: a member’s by userId): your Tally (BCM) registrations with their status, last sync and the transactions synced from Tally',
    body: memberScope,
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    bodyOptional: true,
    responses: {
      200: {
        description: 'The registrations',
        body: callOk(z.array(z.looseObject({}))),
      },
      ...CALL_FAILURES,
      403: failureAnswer('Staff without Business Transactions → listView naming a member'),
      404: failureAnswer('Another member'),
    },
  },
]);
