/**
 * Every background job of the product, declared once: its queue name, when it runs (cron, IST) and
 * what it does. The runner (./jobRunner.ts) registers them on pg-boss over the product's own
 * PostgreSQL, so they survive restarts and a scheduled run happens once however many servers are up.
 */
import type { PaymentGateway } from '../adapters/paymentGateway/paymentGateway';
import type { SandboxGateway } from '../adapters/paymentGateway/sandboxGateway';
import type { AppContext } from '../context';
import { reconcilePayments } from '../domain/payments';
import { verifyLedger } from '../domain/walletLedger';
import { reconcileCaptures } from '../domain/payments';
import { runPlanExpiry } from '../domain/membership';
import { deliverCaseMessages } from '../domain/caseNotices';
import { env } from '../config/env';
import { IMPORT_UPLOAD_DIR, sweepImportFiles } from '../import/importService';
import { sweepRetainedEvidence } from '../domain/evidence';
import { localDiskStorage } from '../storage/localDiskStorage';

export interface JobDef {
  name: string;
  /** Cron in IST (Asia/Kolkata); omitted for jobs only sent on demand. */
  cron?: string;
  describe: string;
  /** Also queued when a runner starts: work a crash may have left behind is picked up at once. */
  runAtStart?: boolean;
  run(ctx: JobContext): Promise<unknown>;
}

/** What a job may use: the database, the log, messaging, file storage (default: local disk), the payment gateway and what paid orders deliver. */
export type JobContext = Pick<AppContext, 'db' | 'logger' | 'messaging' | 'storage' | 'orderDeliveries'> & { gateway: PaymentGateway };

const isSandbox = (g: PaymentGateway): g is SandboxGateway => g.name === 'sandbox' && 'deliverPending' in g;

export const JOBS: readonly JobDef[] = [
  {
    name: 'plan-expiry',
    cron: '10 0 * * *',
    describe: 'Expire plans that have ended; remind members 7 days and 1 day before their plan ends.',
    run: (ctx) => runPlanExpiry(ctx.db, ctx.messaging),
  },
  {
    name: 'import-file-sweep',
    cron: '25 * * * *',
    describe: 'Delete expired import previews and upload files no live import refers to.',
    run: (ctx) => sweepImportFiles(ctx.db, ctx.logger, { dir: IMPORT_UPLOAD_DIR }),
  },
  {
    name: 'payment-events',
    cron: '* * * * *',
    describe:
      'Process stored gateway webhooks not processed yet (a crash, an early event); ask the gateway about orders open 15 minutes; cancel orders unpaid when their checkout hold ends (checkout-hold-minutes, 30 by default), giving back promo uses and wallet holds.',
    runAtStart: true,
    run: (ctx) => reconcilePayments({ db: ctx.db, gateway: ctx.gateway, deliveries: ctx.orderDeliveries }),
  },
  {
    name: 'message-outbox',
    cron: '* * * * *',
    describe:
      'Send queued messages (outbox_messages) through their channel’s provider: retries with backoff, gives up after 5 tries as failed with the provider’s reason, and marks rows a crash left mid-send as failed (never resent by itself).',
    runAtStart: true,
    run: (ctx) => ctx.messaging.deliverQueued(ctx.db),
  },
  {
    name: 'case-messages',
    cron: '* * * * *',
    describe:
      'Send the notices, dispute updates and GSTIN-watch alerts queued with case changes that were not sent right after their commit (a crash, a provider outage).',
    runAtStart: true,
    run: (ctx) => deliverCaseMessages(ctx.db, ctx.messaging, { origin: env.publicOrigin }),
  },
  {
    name: 'ledger-check',
    cron: '40 2 * * *',
    describe:
      'Nightly: every journal balances and every member’s stored wallet balance equals the sum of their entries; any difference is logged as an error.',
    run: async (ctx) => {
      const report = await verifyLedger(ctx.db);
      const problems = report.unbalancedJournals.length + report.balanceMismatches.length;
      if (problems > 0) ctx.logger.error({ report }, 'the wallet ledger does not add up');
      return { unbalancedJournals: report.unbalancedJournals.length, balanceMismatches: report.balanceMismatches.length };
    },
  },
  {
    name: 'payment-reconciliation',
    cron: '50 2 * * *',
    describe:
      'Daily: the gateway’s captured payments of the last two days against the ledger; each difference (captured but not booked, booked but not captured, another amount) is listed once for staff.',
    run: async (ctx) => {
      const result = await reconcileCaptures(ctx.db, ctx.gateway);
      if (result.found > 0) ctx.logger.error({ result }, 'the gateway’s captures and the ledger differ');
      return result;
    },
  },
  {
    name: 'evidence-retention',
    cron: '15 3 * * *',
    describe: 'Remove the evidence files of deleted cases whose retention period (evidence-retention-days) has ended.',
    run: (ctx) => sweepRetainedEvidence(ctx.db, ctx.storage ?? localDiskStorage()),
  },
  {
    name: 'sandbox-webhook-delivery',
    cron: '* * * * *',
    describe: 'The sandbox gateway retries the webhooks it could not deliver (like a real gateway does).',
    run: async (ctx) => (isSandbox(ctx.gateway) ? ctx.gateway.deliverPending() : { delivered: 0, failed: 0 }),
  },
];
