/**
 * A member's credit sales and purchases, the buyer's consent, and the overdue → report prefill
 * (issue 10 §6). Thin: parse, call the service, answer. Scope is by business ownership in the services.
 *
 * POST   /api/member/business-transactions                  → 201 BusinessTransactionView
 * GET    /api/member/business-transactions?role=&supplier=&buyer=
 * GET    /api/member/business-transactions/:id               (another member's: 404)
 * PUT    /api/member/business-transactions/:id               (supplier; after consent only a higher advance)
 * DELETE /api/member/business-transactions/:id               (supplier; before consent)
 * GET    /api/member/inventory-entries/:voucherId
 * GET    /api/member/transaction-consents?supplier=          (as buyer, with the consent text)
 * POST   /api/member/transaction-consents/request            (supplier asks)
 * POST   /api/member/transaction-consents                    (buyer agrees)
 * POST   /api/member/transaction-consents/revoke             (buyer withdraws)
 * GET    /api/business-transactions/defaulter-prefill?supplier=&buyer=
 *
 * Mounted before the engine, so /business-transactions/defaulter-prefill is not read as a record id.
 */
import { Router, type Request } from 'express';
import { signedInCallOf } from '../../callContext';
import type { AppContext } from '../../context';
import { idOf } from '../../engine/requestCall';
import { consentsForBuyer, giveConsent, requestConsent, revokeConsent } from './consentService';
import {
  defaulterPrefill,
  deleteTransaction,
  getTransaction,
  listTransactions,
  recordTransaction,
  updateTransaction,
  voucherEntries,
} from './transactionService';
import { requireFullSession } from '../../auth/sessionKind';
import { refusal } from '../errors';

/** An optional business id from the query: absent → undefined; anything but a whole number → 400 on the field. */
function queryId(req: Request, name: string, required = false): number | undefined {
  const raw = req.query[name];
  if (raw === undefined || raw === '') {
    if (!required) return undefined;
    throw refusal('TX_GIVE_BUSINESS', { name }, [name]);
  }
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw) || Number(raw) === 0) {
    throw refusal('TX_BUSINESS_ID', { name }, [name]);
  }
  return Number(raw);
}

export function transactionRoutes(ctx: AppContext) {
  const router = Router();

  router.post('/member/business-transactions', async (req, res) => {
    res.status(201).json(await recordTransaction(ctx.db, signedInCallOf(req), req.body));
  });

  router.get('/member/business-transactions', async (req, res) => {
    const call = signedInCallOf(req);
    const role = req.query.role ?? 'supplier';
    if (role !== 'supplier' && role !== 'buyer') {
      throw refusal('TX_ROLE', {}, ['role']);
    }
    res.json(await listTransactions(ctx.db, call.who.userId, { role, supplier: queryId(req, 'supplier'), buyer: queryId(req, 'buyer') }));
  });

  router.get('/member/business-transactions/:id', async (req, res) => {
    const call = signedInCallOf(req);
    res.json(await getTransaction(ctx.db, call.who.userId, idOf(req)));
  });

  router.put('/member/business-transactions/:id', async (req, res) => {
    const call = signedInCallOf(req);
    res.json(await updateTransaction(ctx.db, call, idOf(req), req.body));
  });

  router.delete('/member/business-transactions/:id', async (req, res) => {
    const call = signedInCallOf(req);
    await deleteTransaction(ctx.db, call, idOf(req));
    res.status(204).end();
  });

  router.get('/member/inventory-entries/:voucherId', async (req, res) => {
    const call = signedInCallOf(req);
    const voucher = String(req.params.voucherId);
    if (voucher.length > 60) throw refusal('TX_VOUCHER_NOT_FOUND', {});
    res.json(await voucherEntries(ctx.db, call.who.userId, voucher));
  });

  router.get('/member/transaction-consents', async (req, res) => {
    const call = signedInCallOf(req);
    res.json(await consentsForBuyer(ctx.db, call.who.userId, queryId(req, 'supplier')));
  });

  router.post('/member/transaction-consents/request', async (req, res) => {
    const answer = await requestConsent(ctx.db, ctx.messaging, signedInCallOf(req), req.body);
    res.status(answer.created ? 201 : 200).json(answer.consent);
  });

  router.post('/member/transaction-consents', requireFullSession, async (req, res) => {
    res.json(await giveConsent(ctx.db, signedInCallOf(req), req.body));
  });

  router.post('/member/transaction-consents/revoke', async (req, res) => {
    res.json(await revokeConsent(ctx.db, signedInCallOf(req), req.body));
  });

  router.get('/business-transactions/defaulter-prefill', async (req, res) => {
    const call = signedInCallOf(req);
    const supplier = queryId(req, 'supplier', true)!;
    const buyer = queryId(req, 'buyer', true)!;
    res.json(await defaulterPrefill(ctx.db, call.who.userId, supplier, buyer));
  });

  return router;
}
