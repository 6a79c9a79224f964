/**
 * Spec §7 data calls of the business transactions area (issue 10 §6), POST as §7 lists them, for a
 * signed-in member's own businesses (another member's business: 404). Staff with Business Transactions →
 * listView may pass `userId` to read a member's (others: 403). Successes `{ status: true, data }`;
 * any failure spec §8's failure object under the error's HTTP status. Queries in
 * domain/businessTransactions/transactionDataService.ts.
 *  POST /data/business-data        { businessId? } → per business: sales and purchases totals
 *  POST /data/defaulter-data       { businessId? } → overdue buyers (report candidates) with the report path
 *  POST /get/defaulters-count                      → { reported_by_you, listed_against_you, overdue_buyers }
 *  POST /data/voucher-status       { voucher_number } → the voucher's entries and its last Tally sync
 *  POST /data/tally-registered-data                → the member's Tally registrations
 */
import { Router, type Request } from 'express';
import { can } from '../../auth/principal';
import { z } from 'zod';
import { bodyOf, parseBody } from '../../http/requestBody';
import { signedInCallOf } from '../../callContext';
import type { AppContext } from '../../context';
import { voucherNumberSchema } from '../../contracts/businessTransactions';
import { businessData, defaulterData, defaultersCount, tallyRegisteredData, voucherStatus } from './transactionDataService';
import { failureObject, ok } from '../../http/failureObject';
import { refusal } from '../errors';

/** `userId`: whose data (staff only); the OpenAPI contract states this same rule. */
export const userIdField = z
  .preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d{1,15}$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: 'The user id is a whole number.' }).int('The user id is a whole number.').positive('The user id is a whole number.'),
  )
  .optional();

/** Whose data: the caller's, or (staff with Business Transactions → listView) the member named by `userId`. */
function subjectOf(req: Request): number {
  const { who } = signedInCallOf(req);
  const { userId } = parseBody(z.object({ userId: userIdField }), { userId: bodyOf(req).userId });
  if (userId === undefined || userId === who.userId) return who.userId;
  if (who.roleType !== 'admin') throw refusal('TX_MEMBER_NOT_FOUND', {});
  if (!can(who, 'Business Transactions', 'listView')) throw refusal('TX_OTHER_MEMBER_STAFF', {});
  return userId;
}

/** The bodies these calls read (the OpenAPI contracts state these same schemas). */
export const businessInput = z.object({
  businessId: z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d{1,15}$/.test(v.trim()) ? Number(v) : v),
      z
        .number({ error: 'Choose one of your businesses.' })
        .int('Choose one of your businesses.')
        .positive('Choose one of your businesses.'),
    )
    .optional(),
});
export const voucherInput = z.object({ voucher_number: voucherNumberSchema });

export function transactionDataRoutes(ctx: AppContext) {
  const router = Router();

  router.post('/data/business-data', failureObject([]), async (req, res) => {
    const { businessId } = parseBody(businessInput, bodyOf(req));
    res.json(ok(await businessData(ctx.db, subjectOf(req), businessId)));
  });

  router.post('/data/defaulter-data', failureObject([]), async (req, res) => {
    const { businessId } = parseBody(businessInput, bodyOf(req));
    res.json(ok(await defaulterData(ctx.db, subjectOf(req), businessId)));
  });

  router.post('/get/defaulters-count', failureObject({}), async (req, res) => {
    res.json(ok(await defaultersCount(ctx.db, subjectOf(req))));
  });

  router.post('/data/voucher-status', failureObject({}), async (req, res) => {
    const subject = subjectOf(req); // 401 before the body is read: an anonymous caller learns nothing
    const { voucher_number } = parseBody(voucherInput, bodyOf(req));
    res.json(ok(await voucherStatus(ctx.db, subject, voucher_number)));
  });

  router.post('/data/tally-registered-data', failureObject([]), async (req, res) => {
    res.json(ok(await tallyRegisteredData(ctx.db, subjectOf(req))));
  });

  return router;
}
