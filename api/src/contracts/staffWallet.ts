/**
 * A member's wallet as staff read it (admin/wallet/transaction/{userId}).
 *
 * GET /api/admin/wallet/transaction/:userId?limit=50&before=<entry id> → StaffMemberWallet
 * Movements newest first, `limit` (1–500, default 50) at a time; `nextBefore` is the `before` of the
 * next older page, null on the last. Amounts are rupee strings: signed for a movement ('-199.00'
 * went out), balances never negative.
 */
import type { WalletMovement } from './checkout';

/** A movement as the member sees it, but `id` is the wallet leg's id (the paging cursor). */
export interface StaffWalletMovement extends WalletMovement {
  /** What the journal was for (e.g. { type: 'order', id: '42' }), or null. */
  reference: { type: string; id: string | null } | null;
}

export interface StaffMemberWallet {
  user: { id: number; name: string | null; mobile: string | null };
  balance: string;
  movements: StaffWalletMovement[];
  nextBefore: number | null;
}
