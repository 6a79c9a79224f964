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
}

/** Starts an active subscription; answers its id and period as stored. */
export async function startSubscription(
  trx: Knex.Transaction,
  subscription: NewSubscription,
): Promise<{ id: number; starts_at: Date; ends_at: Date }> {
  const [row] = await trx('subscriptions')
    .insert({ ...subscription, status: 'active' })
    .returning(['id', 'starts_at', 'ends_at']);
  return row;
}
