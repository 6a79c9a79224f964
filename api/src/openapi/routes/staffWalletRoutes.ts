/** A member's wallet for staff (domain/walletLedger/staffWalletRoutes.ts): one declaration per endpoint. */
import { z } from 'zod';
import { dateTime, rupees, signedRupees } from '../../contracts/answers/answerParts';
import { defineRoutes } from '../routeContract';
import type { StaffMemberWallet } from '../../contracts/staffWallet';

const tags = ['Wallet'];

const staffMemberWallet = z.strictObject({
  user: z.strictObject({ id: z.number().int().min(1), name: z.string().nullable(), mobile: z.string().nullable() }),
  balance: rupees,
  movements: z.array(
    z.strictObject({
      id: z.number().int().min(1).meta({ description: 'The wallet entry’s id: the paging cursor' }),
      kind: z.string().meta({ examples: ['topup'] }),
      narration: z.string(),
      amount: signedRupees.meta({ description: 'Rupees: positive came in, negative went out', examples: ['-199.00'] }),
      balanceAfter: rupees,
      createdAt: dateTime,
      reference: z.strictObject({ type: z.string().meta({ examples: ['order'] }), id: z.string().nullable() }).nullable(),
    }),
  ),
  nextBefore: z.number().int().min(1).nullable(),
}) satisfies z.ZodType<StaffMemberWallet>;

export const staffWalletRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/admin/wallet/transaction/{userId}',
    tags,
    summary: 'A member’s wallet for staff: balance and statement, newest first, with the balance after each movement',
    description:
      'Staff with Wallet Transactions → detailView. Pages backwards: pass the answer’s nextBefore as `before` for older movements (null: no more).',
    params: z.object({ userId: z.string().meta({ description: 'The member’s id' }) }),
    query: z.object({
      limit: z.number().int().min(1).max(500).meta({ default: 50 }).optional(),
      before: z.number().int().min(1).meta({ description: 'Only movements older than this entry id' }).optional(),
    }),
    responses: {
      200: {
        description: 'The member, their balance and one page of their statement',
        body: staffMemberWallet,
      },
      403: 'Not staff, or staff without Wallet Transactions → detailView',
      404: 'No member has this id',
    },
  },
]);
