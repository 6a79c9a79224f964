import pg from 'pg';

/** Identifier-safe database names only: they are interpolated into CREATE/DROP DATABASE. */
function assertDbName(name: string) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function onMaintenanceDb<T>(serverUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createDatabaseIfMissing(serverUrl: string, name: string): Promise<void> {
  assertDbName(name);
  await onMaintenanceDb(serverUrl, async (c) => {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await c.query(`CREATE DATABASE "${name}"`);
  });
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  assertDbName(name);
  await onMaintenanceDb(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

export { withDatabase };
