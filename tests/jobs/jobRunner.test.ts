/**
 * Background jobs on pg-boss over the product's PostgreSQL: with two runners up (two servers), a job
 * runs exactly once; every job of the catalogue gets a queue and its IST schedule; a job's work is
 * the catalogue's function.
 */
import pino from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDevOutbox } from '../../api/src/domain/messages';
import { JOBS, type JobDef } from '../../api/src/jobs/jobCatalogue';
import { JOB_TIME_ZONE, startJobRunner, type JobRunner } from '../../api/src/jobs/jobRunner';
import { testKnex } from '../support/db';
import { sandboxGatewayFor } from '../../api/src/adapters/paymentGateway/gatewayFromEnv';
import { ORDER_DELIVERIES } from '../../api/src/domain/orderDeliveries';

const db = testKnex();
const ctx = {
  db,
  logger: pino({ level: 'silent' }),
  messaging: createDevOutbox({ revealSecrets: false }),
  gateway: sandboxGatewayFor(db, { send: async () => 503 }),
  orderDeliveries: ORDER_DELIVERIES,
};
const runners: JobRunner[] = [];
afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop()));
  await db.destroy();
});

describe('job runner', () => {
  it('runs a job once with two runners up', async () => {
    const runs: string[] = [];
    const name = `test-once-${Date.now()}`;
    const job: JobDef = {
      name,
      describe: 'test',
      run: async () => {
        runs.push(name);
        await new Promise((r) => setTimeout(r, 200));
      },
    };
    const url = inject('databaseUrl');
    const a = await startJobRunner(ctx, { connectionString: url, jobs: [job] });
    const b = await startJobRunner(ctx, { connectionString: url, jobs: [job] });
    runners.push(a, b);
    expect(await a.sendNow(name)).toEqual(expect.any(String));
    await expect.poll(() => runs.length, { timeout: 15_000, interval: 200 }).toBe(1);
    await new Promise((r) => setTimeout(r, 3_000)); // both runners have polled again by now
    expect(runs).toEqual([name]);
  }, 30_000);

  it('gives every catalogue job a singleton queue and its schedule in IST', async () => {
    const runner = await startJobRunner(ctx, { connectionString: inject('databaseUrl') });
    runners.push(runner);
    const schedules = await runner.boss.getSchedules();
    for (const job of JOBS) {
      const queue = await runner.boss.getQueue(job.name);
      expect(queue, job.name).toMatchObject({ name: job.name, policy: 'singleton' });
      if (job.cron)
        expect(schedules.find((s) => s.name === job.name)).toMatchObject({
          cron: job.cron,
          options: expect.objectContaining({ tz: JOB_TIME_ZONE }),
        });
    }
  }, 30_000);
});
