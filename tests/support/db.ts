import { inject } from 'vitest';
import { createKnex } from '../../api/src/db/database';

/** A Knex handle on this run's test database (see globalSetup). Destroy it in afterAll. */
export function testKnex(pool = { min: 0, max: 8 }, acquireTimeoutMs?: number) {
  return createKnex(inject('databaseUrl'), pool, acquireTimeoutMs);
}
