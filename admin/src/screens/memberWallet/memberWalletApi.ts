/** GET /api/admin/wallet/transaction/:userId (api/src/domain/walletLedger/staffWalletRoutes.ts), a page at a time. */
import type { StaffMemberWallet } from '@bakaya/api/contracts';
import { API_URL } from '../../config';
import { httpClient } from '../../providers/httpClient';

export const STATEMENT_PAGE = 50;

export async function memberWalletPage(userId: string, before: number | null): Promise<StaffMemberWallet> {
  const query = new URLSearchParams({ limit: String(STATEMENT_PAGE), ...(before ? { before: String(before) } : {}) });
  const { json } = await httpClient(`${API_URL}/admin/wallet/transaction/${encodeURIComponent(userId)}?${query}`);
  return json as StaffMemberWallet;
}
