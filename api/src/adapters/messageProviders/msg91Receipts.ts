/**
 * MSG91's delivery-report callback → ProviderReceipt[] (shapes in msg91Fixtures.ts).
 *
 * MSG91 signs nothing, so the callback URL configured in MSG91's panel carries a secret of ours:
 * `https://<api host>/api/hooks/messages/msg91?token=<MSG91_RECEIPT_SECRET>`. A missing or wrong
 * token is refused (constant-time compare) before the body is read. The secret travels in the URL,
 * so keep it out of access logs and rotate it by changing both the env and the panel.
 *
 * Both of MSG91's formats are read: webhook v2 (form field `data`, a JSON array of requests each with
 * a `report` list) and v3 (one JSON object per report). Statuses: 1 → delivered; 2, 9, 16, 17, 25 →
 * failed with MSG91's description; any other status is not a final state we know, and is skipped
 * (no receipt rather than an invented one). Report dates are India time (MSG91 sends no zone).
 */
import { ReceiptRejected, type ProviderReceipt, type ReceiptRequest, type ReceiptStatus } from './messageProvider';
import { constantTimeEqual, headerValue, isObject, jsonOf } from './providerHttp';

export const MSG91_RECEIPT_TOKEN_PARAM = 'token';

const FAILED_STATUSES: Readonly<Record<string, string>> = {
  '2': 'Failed',
  '9': 'NDNC (promotional route only)',
  '16': 'Rejected',
  '17': 'Blocked number',
  '25': 'Rejected',
};

function reject(reason: string): never {
  throw new ReceiptRejected(`MSG91 delivery report rejected: ${reason}`);
}

/** "2026-11-28 15:06:20" in India time (IST, UTC+05:30, no daylight saving); unreadable → the arrival time. */
function reportTime(value: unknown, now: () => Date): Date {
  if (typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
    if (m) {
      const at = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+05:30`);
      if (!Number.isNaN(at.getTime())) return at;
    }
  }
  return now();
}

function receiptOf(requestId: unknown, report: Record<string, unknown>, now: () => Date): ProviderReceipt | null {
  if (typeof requestId !== 'string' || requestId.trim() === '') reject('a report has no requestId');
  const code = String(report.status ?? '').trim();
  const at = reportTime(report.date, now);
  let status: ReceiptStatus;
  let reason: string | undefined;
  if (code === '1') status = 'delivered';
  else if (code in FAILED_STATUSES) {
    status = 'failed';
    const words = [report.desc, report.failedReason].filter((w): w is string => typeof w === 'string' && w.trim() !== '');
    reason = `MSG91 status ${code}: ${words.length > 0 ? [...new Set(words.map((w) => w.trim()))].join(' — ') : FAILED_STATUSES[code]}`;
  } else return null;
  return { providerRef: requestId.trim(), status, ...(reason ? { reason } : {}), at };
}

/** Verifies the token and reads every report in the callback. */
export function readMsg91Receipts(request: ReceiptRequest, secret: string, now: () => Date = () => new Date()): ProviderReceipt[] {
  const token = request.query[MSG91_RECEIPT_TOKEN_PARAM];
  if (typeof token !== 'string' || token === '') reject(`no ${MSG91_RECEIPT_TOKEN_PARAM} in the callback URL`);
  if (!constantTimeEqual(token, secret)) reject(`the ${MSG91_RECEIPT_TOKEN_PARAM} does not match`);

  const raw = request.rawBody.toString('utf8');
  const contentType = headerValue(request.headers, 'content-type')?.toLowerCase() ?? '';
  let parsed: unknown;
  if (contentType.startsWith('application/x-www-form-urlencoded') || (contentType === '' && raw.startsWith('data='))) {
    const data = new URLSearchParams(raw).get('data');
    if (data === null) reject('the form has no data field');
    parsed = jsonOf(data);
  } else {
    parsed = jsonOf(raw);
    // MSG91's page shows v2 as { "data": "<JSON list>" }: a proxy that turned the form into JSON keeps that shape.
    if (isObject(parsed) && typeof parsed.data === 'string') parsed = jsonOf(parsed.data);
  }
  if (parsed === undefined) reject('the body is not JSON');

  const receipts: ProviderReceipt[] = [];
  const add = (r: ProviderReceipt | null) => {
    if (r) receipts.push(r);
  };
  if (Array.isArray(parsed)) {
    // Webhook v2: requests, each with its reports.
    for (const request of parsed) {
      if (!isObject(request) || !Array.isArray(request.report)) reject('a v2 entry has no report list');
      for (const report of request.report) {
        if (!isObject(report)) reject('a v2 report is not an object');
        add(receiptOf(request.requestId, report, now));
      }
    }
  } else if (isObject(parsed) && 'requestId' in parsed && 'status' in parsed) {
    // Webhook v3: one report.
    add(receiptOf(parsed.requestId, parsed, now));
  } else {
    reject('the body is neither a v2 nor a v3 delivery report');
  }
  return receipts;
}
