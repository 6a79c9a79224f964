import type { Knex } from 'knex';
import { fromPaise, gstinCheckChar, toPaise } from '../../api/src/validation';

/** Shared helpers and context of the business demo seed (dev database only). */
export interface DemoUser {
  id: number;
  name: string;
  mobile: string;
  email: string;
}
export interface DemoBusiness {
  id: number;
  userId: number;
  name: string;
  gstin: string;
  pan: string;
  stateCode: string;
}
export interface DemoContext {
  trx: Knex.Transaction;
  now: Date;
  adminId: number;
  users: Map<string, DemoUser>;
  businesses: Map<string, DemoBusiness>;
}

const DAY = 86_400_000;
const IST = 19_800_000; // +05:30

/** A valid GSTIN for a PAN in a state: entity number 1, 'Z', then the real check character. */
export function demoGstin(stateCode: string, pan: string): string {
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckChar(first14);
}

export const daysAgo = (ctx: DemoContext, days: number, hours = 0): Date => new Date(ctx.now.getTime() - days * DAY + hours * 3_600_000);
/** Calendar date (IST) `days` before now, as 'YYYY-MM-DD'. */
export const dateDaysAgo = (ctx: DemoContext, days: number): string =>
  new Date(daysAgo(ctx, days).getTime() + IST).toISOString().slice(0, 10);
export const addMonths = (d: Date, months: number): Date => {
  const r = new Date(d.getTime());
  r.setUTCMonth(r.getUTCMonth() + months);
  return r;
};

/** Money helpers on integer paise: never floats. */
export const paise = (rupees: string): number => toPaise(rupees);
export const rupees = (p: number): string => fromPaise(p);
/** `pct` (e.g. '9.00') of an amount in paise, rounded half-up to the paisa. */
export const percentOf = (p: number, pct: string): number => Math.round((p * toPaise(pct)) / 10_000);

/** Inserts rows and returns their ids in the same order. */
export async function insertIds(trx: Knex.Transaction, table: string, rows: object[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const out: Array<{ id: number }> = await trx(table).insert(rows).returning('id');
  return out.map((r) => r.id);
}

/** A stand-in for uploaded files: path, name, type and size as the upload service would store them. */
export function demoFile(folder: string, docType: string, n: number) {
  return {
    file_path: `demo/${folder}/${docType}-${n}.pdf`,
    original_name: `${docType.replace(/_/g, '-')}-${n}.pdf`,
    mime_type: 'application/pdf',
    size_bytes: 48_000 + n * 1_337,
  };
}

/** A syntactically valid UDIN: 2-digit year, 6-digit membership number, 10 characters. */
export const demoUdin = (n: number): string => `26${String(400_100 + n)}AAB${String(1_000_000 + n)}`;
