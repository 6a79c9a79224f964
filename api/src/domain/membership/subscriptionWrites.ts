/**
 * The membership component owns the subscriptions table (issue 19 §1): a plan bought (order settlement)
 * or a free trial started (payments) begins its subscription through here.
 */
import type { Knex } from 'knex';

export interface NewSubscription {
  user_id: number;
  business_id: number | null;
  plan_version_id: number;
  starts_at: Date;
  ends_at: Date;
  order_id?: number;
  /** When it was bought (history brought in; default now). */
  created_at?: Date;
}

/**
 * Starts an active subscription; answers its id and period as stored. `asOf` (history brought in: a plan
 * bought on a past day) stores one whose period ended before then as expired (no expiry log or reminder: it ended in the past).
 */
export async function startSubscription(
  trx: Knex.Transaction,
  subscription: NewSubscription,
  asOf?: Date,
): Promise<{ id: number; starts_at: Date; ends_at: Date }> {
  const status = asOf && subscription.ends_at < asOf ? 'expired' : 'active';
  const [row] = await trx('subscriptions')
    .insert({ ...subscription, status })
    .returning(['id', 'starts_at', 'ends_at']);
  return row;
}
