/**
 * Penny drop through Cashfree's Bank Account Verification Sync V2 (POST /bank-account/sync, body
 * { bank_account, ifsc, name }), documented at
 * https://www.cashfree.com/docs/api-reference/vrs/v2/bav-v2/bank-account-verification-sync-v2 and
 * https://www.cashfree.com/docs/api-reference/vrs/v2/bav-v2/bav-response-description: `account_status`
 * VALID / INVALID (with `account_status_code`), `name_at_bank`, `name_match_score` ("90.00") and
 * `name_match_result`, `reference_id`, `utr`.
 *
 * A rupee moves on every call, so the call is never repeated on a timeout or a 5xx: the member reads
 * 503 and tries again by choice. When Cashfree gives no score we compute ours (nameMatch.ts).
 */
import { CashfreeRequestFailed, type CashfreeClient } from '../cashfree/cashfreeClient';
import { NAME_MATCH_THRESHOLD, nameMatchScore } from './nameMatch';
import { PennyDropUnavailable, type PennyDropAdapter } from './pennyDropAdapter';

/** Cashfree's name_match_result values that mean the same person. */
const MATCHING_RESULTS = new Set(['DIRECT_MATCH', 'GOOD_PARTIAL_MATCH']);
/** account_status values that are a final "no such account". */
const ACCOUNT_MISSING = new Set(['INVALID']);

export function cashfreePennyDrop(client: CashfreeClient): PennyDropAdapter {
  return {
    provider: 'cashfree',
    async verify({ accountNumber, ifsc, holder }) {
      let body: Record<string, unknown>;
      try {
        body = await client.request({
          method: 'POST',
          path: '/bank-account/sync',
          body: { bank_account: accountNumber, ifsc, name: holder },
          retry: false,
          what: 'bank account verification',
        });
      } catch (err) {
        if (err instanceof CashfreeRequestFailed && err.kind === 'rejected' && err.statusCode === 422 && /account|ifsc/i.test(err.message))
          return {
            exists: false,
            nameAtBank: null,
            nameMatches: false,
            nameMatchScore: null,
            referenceId: `cashfree:${err.code ?? 'invalid'}`,
          };
        throw new PennyDropUnavailable(err instanceof Error ? err.message : 'Cashfree bank account verification failed');
      }
      const status = typeof body.account_status === 'string' ? body.account_status : '';
      const referenceId = `cashfree:${String(body.reference_id ?? '')}`.slice(0, 100);
      if (ACCOUNT_MISSING.has(status)) return { exists: false, nameAtBank: null, nameMatches: false, nameMatchScore: null, referenceId };
      if (status !== 'VALID')
        throw new PennyDropUnavailable(`Cashfree bank account verification answered account_status "${status.slice(0, 40)}"`);
      const nameAtBank = typeof body.name_at_bank === 'string' ? body.name_at_bank.trim() : '';
      if (!nameAtBank) throw new PennyDropUnavailable('Cashfree bank account verification answered VALID without name_at_bank');
      const given = Number(body.name_match_score);
      const score =
        body.name_match_score !== undefined && body.name_match_score !== null && Number.isFinite(given) && given >= 0 && given <= 100
          ? Math.round(given)
          : nameMatchScore(holder, nameAtBank);
      const result = typeof body.name_match_result === 'string' ? body.name_match_result : null;
      const nameMatches = result ? MATCHING_RESULTS.has(result) : score >= NAME_MATCH_THRESHOLD;
      return { exists: true, nameAtBank, nameMatches, nameMatchScore: score, referenceId };
    },
  };
}
