/**
 * Background jobs on pg-boss, in the product's PostgreSQL (schema 'pgboss'). Each job of
 * ./jobCatalogue.ts gets a singleton queue (one run active at a time across all servers), a worker,
 * and its cron schedule. `npm start` runs it inside the server; `npm run worker` runs it alone for
 * deployments that split web and workers (JOBS=off on the web servers then).
 */
import PgBoss from 'pg-boss';
import { JOBS, type JobContext, type JobDef } from './jobCatalogue';

export const JOB_SCHEMA = 'pgboss';
export const JOB_TIME_ZONE = 'Asia/Kolkata';

export interface JobRunner {
  boss: PgBoss;
  /** Queue a job now (e.g. from a staff action); resolves with the job id, or null when one is already queued. */
  sendNow(name: string): Promise<string | null>;
  stop(): Promise<void>;
}

export async function startJobRunner(
  ctx: JobContext,
  opts: { connectionString: string; jobs?: readonly JobDef[]; schedule?: boolean },
): Promise<JobRunner> {
  const jobs = opts.jobs ?? JOBS;
  const boss = new PgBoss({ connectionString: opts.connectionString, schema: JOB_SCHEMA, application_name: 'bakaya-jobs', max: 3 });
  boss.on('error', (err) => ctx.logger.error({ err }, 'job runner error'));
  await boss.start();
  for (const job of jobs) {
    if (!(await boss.getQueue(job.name)))
      await boss.createQueue(job.name, { name: job.name, policy: 'singleton', retryLimit: 3, retryDelay: 60 });
    await boss.work(job.name, async () => {
      const started = Date.now();
      const result = await job.run(ctx);
      ctx.logger.info({ job: job.name, ms: Date.now() - started, result }, 'job done');
      return result;
    });
    if (job.cron && opts.schedule !== false) await boss.schedule(job.name, job.cron, {}, { tz: JOB_TIME_ZONE });
    if (job.runAtStart) await boss.send(job.name, {});
  }
  return {
    boss,
    sendNow: (name) => boss.send(name, {}),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
