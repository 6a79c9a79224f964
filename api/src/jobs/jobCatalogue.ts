/**
 * Every background job of the product, declared once: its queue name, when it runs (cron, IST) and
 * what it does. The runner (./jobRunner.ts) registers them on pg-boss over the product's own
 * PostgreSQL, so they survive restarts and a scheduled run happens once however many servers are up.
 */
import type { AppContext } from '../context';
import { runPlanExpiry } from '../domain/membership/planExpiryService';
import { IMPORT_UPLOAD_DIR, sweepImportFiles } from '../import/importService';

export interface JobDef {
  name: string;
  /** Cron in IST (Asia/Kolkata); omitted for jobs only sent on demand. */
  cron?: string;
  describe: string;
  run(ctx: Pick<AppContext, 'db' | 'logger' | 'messaging'>): Promise<unknown>;
}

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
];
