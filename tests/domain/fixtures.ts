/** Businesses and defaulter cases for the workflow, dashboard and GST tests. */
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { sandboxGstin } from '../../api/src/domain/gst/sandboxGstAdapter';
import { createUser } from '../support/testApp';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = () => LETTERS[crypto.randomInt(26)]!;

/** A random PAN for an entity of `kind` (4th character: P person, C company, F firm…). */
export function randomPan(kind = 'C'): string {
  return `${letter()}${letter()}${letter()}${kind}${letter()}${String(crypto.randomInt(1, 10_000)).padStart(4, '0')}${letter()}`;
}

/** A valid GSTIN nobody else in the test database has (the sandbox answers it as Active). */
export function randomGstin(stateCode = '08', kind = 'C'): string {
  return sandboxGstin(stateCode, randomPan(kind));
}

export async function createBusiness(
  db: Knex,
  opts: {
    userId?: number;
    gstin?: string;
    legal_name?: string | null;
    created_at?: Date;
    status?: 0 | 1;
    /** Control of the GST registration proven (default: yes, as a member who proved it; false for an unproven business). */
    controlProven?: boolean;
  } = {},
) {
  const userId = opts.userId ?? (await createUser(db)).id;
  const gstin = opts.gstin ?? randomGstin();
  const [row] = await db('businesses')
    .insert({
      user_id: userId,
      trade_name: `Test Traders ${gstin.slice(2, 7)}`,
      legal_name: opts.legal_name ?? null,
      gstin,
      pan: gstin.slice(2, 12),
      status: opts.status ?? 1,
      ...(opts.controlProven === false ? {} : { control_proven_at: new Date(), control_proof_method: 'gst_otp' }),
      ...(opts.created_at ? { created_at: opts.created_at } : {}),
    })
    .returning('*');
  return row as { id: number; gstin: string; user_id: number; trade_name: string; legal_name: string | null; gst_verified_at: Date | null };
}

export async function createCase(
  db: Knex,
  opts: { due_amount?: string; status?: string; settled_amount?: string; created_at?: Date } = {},
) {
  const reporter = await createBusiness(db);
  const gstin = randomGstin('27');
  const [row] = await db('defaulter_cases')
    .insert({
      reporter_user_id: reporter.user_id,
      reporter_business_id: reporter.id,
      defaulter_gstin: gstin,
      defaulter_name: 'Late Payer Pvt Ltd',
      due_amount: opts.due_amount ?? '100000.00',
      due_date: '2026-06-30',
      status: opts.status ?? 'processing',
      settled_amount: opts.settled_amount ?? '0.00',
      ...(opts.created_at ? { created_at: opts.created_at } : {}),
    })
    .returning('*');
  // As the workflow does: money a case settled is on its timeline (the dashboard sums the timeline).
  if (Number(row.settled_amount) > 0) {
    await db('case_events').insert({
      case_id: row.id,
      from_status: 'verified',
      to_status: row.status,
      settled_delta: row.settled_amount,
      ...(opts.created_at ? { created_at: opts.created_at } : {}),
    });
  }
  return row as { id: number; status: string; due_amount: string; settled_amount: string; reporter_user_id: number };
}
