/**
 * Aadhaar e-sign through Cashfree Verification (signing by eMudhra/NSDL as ESP), documented at
 * https://www.cashfree.com/docs/secure-id/e-sign/e-sign and the API reference under
 * https://www.cashfree.com/docs/api-reference/vrs/v2/e-sign/:
 * 1. upload the PDF: POST /esignature/document (multipart, the PDF in `file`) → { document_id };
 * 2. create the request: POST /esignature { verification_id, document_id, notification_modes: [],
 *    auth_type: 'AADHAAR', expiry_in_days, signers: [{ name, email, phone, sequence: 1, sign_positions }],
 *    redirect_url } → { signing_link, reference_id }: the member is redirected to the link, enters
 *    their Aadhaar and the OTP UIDAI sends, and comes back to redirect_url;
 * 3. Cashfree calls our webhook (ESIGN_VERIFICATION_SUCCESS / _FAILURE / _EXPIRED with
 *    data.signed_doc_url), signed like every Cashfree webhook (cashfreeClient.verifyCashfreeWebhook);
 *    a forged one is rejected (the route answers 400);
 * 4. we download the signed PDF and keep it with its certificate details (signer name, signing
 *    time, reason, location as the PDF's signature dictionary states them) and its SHA-256.
 * Creating a request is never repeated on a timeout (a second request would mail/charge again).
 */
import { createHash } from 'node:crypto';
import { CashfreeRequestFailed, isObject, verifyCashfreeWebhook, type CashfreeClient, type Json } from '../cashfree/cashfreeClient';

export class EsignUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EsignUnavailable';
  }
}

export interface EsignRequestInput {
  /** Our id for the request (Cashfree's verification_id: ≤ 50 of [A-Za-z0-9._-]). */
  verificationId: string;
  pdf: Buffer;
  fileName: string;
  signer: { name: string; email: string; phone: string; aadhaarLast4?: string };
  /** Where the signer comes back after signing. */
  redirectUrl: string;
  expiryDays?: number;
}

export interface EsignRequestCreated {
  documentId: string;
  referenceId: string;
  signingUrl: string;
}

export type EsignOutcome = 'signed' | 'failed' | 'expired';

export interface EsignEvent {
  verificationId: string;
  outcome: EsignOutcome;
  signedDocUrl: string | null;
  signers: Array<{ name: string; status: string }>;
  occurredAt: string | null;
}

/** What the signed PDF says about its signature (empty fields when the PDF does not state them). */
export interface SignatureCertificate {
  signerName: string | null;
  signedAt: string | null;
  reason: string | null;
  location: string | null;
  sha256: string;
  bytes: number;
}

export interface AsyncEsignAdapter {
  readonly provider: string;
  createRequest(input: EsignRequestInput): Promise<EsignRequestCreated>;
  /** Throws CashfreeWebhookRejected for a forged, stale or unreadable callback. */
  verifyCallback(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): EsignEvent;
  downloadSigned(url: string): Promise<{ pdf: Buffer; certificate: SignatureCertificate }>;
}

const VERIFICATION_ID = /^[A-Za-z0-9._-]{1,50}$/;

function pdfString(pdf: string, key: string): string | null {
  const m = new RegExp(`/${key}\\s*\\(((?:\\\\.|[^\\\\)])*)\\)`).exec(pdf);
  return m ? m[1]!.replace(/\\(.)/g, '$1') : null;
}

/** 'D:20261128103000+05'30'' → ISO time. */
export function pdfDate(raw: string | null): string | null {
  const m = raw && /^D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:([+-])(\d{2})'?(\d{2})'?|Z)?/.exec(raw);
  if (!m) return null;
  const offset = m[7] ? `${m[7]}${m[8]}:${m[9] ?? '00'}` : 'Z';
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${offset}`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** The signature dictionary's /Name, /M, /Reason and /Location of a signed PDF (the last signature). */
export function signatureCertificate(pdf: Buffer): SignatureCertificate {
  const text = pdf.toString('latin1');
  const at = text.lastIndexOf('/Type /Sig') >= 0 ? text.lastIndexOf('/Type /Sig') : text.lastIndexOf('/Type/Sig');
  const dict = at >= 0 ? text.slice(at, at + 4000) : '';
  return {
    signerName: pdfString(dict, 'Name'),
    signedAt: pdfDate(pdfString(dict, 'M')),
    reason: pdfString(dict, 'Reason'),
    location: pdfString(dict, 'Location'),
    sha256: createHash('sha256').update(pdf).digest('hex'),
    bytes: pdf.length,
  };
}

const OUTCOMES: Record<string, EsignOutcome> = {
  ESIGN_VERIFICATION_SUCCESS: 'signed',
  E_SIGN_VERIFICATION_SUCCESS: 'signed',
  ESIGN_VERIFICATION_FAILURE: 'failed',
  E_SIGN_VERIFICATION_FAILURE: 'failed',
  ESIGN_VERIFICATION_EXPIRED: 'expired',
  E_SIGN_VERIFICATION_EXPIRED: 'expired',
};

function unavailable(err: unknown): never {
  throw new EsignUnavailable(err instanceof Error ? err.message : 'Cashfree e-sign failed');
}

const idOf = (body: Json, key: string) => (typeof body[key] === 'number' || typeof body[key] === 'string' ? String(body[key]) : '');

export function cashfreeEsign(client: CashfreeClient, opts: { webhookSecret?: string; now?: () => Date } = {}): AsyncEsignAdapter {
  const secret = opts.webhookSecret ?? client.clientSecret;
  return {
    provider: 'cashfree',
    async createRequest(input) {
      if (!VERIFICATION_ID.test(input.verificationId)) throw new Error('verification id: 1–50 of A–Z a–z 0–9 . _ -');
      if (input.pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('only a PDF can be sent for e-sign');
      try {
        const form = new FormData();
        form.set('file', new Blob([new Uint8Array(input.pdf)], { type: 'application/pdf' }), input.fileName);
        const uploaded = await client.request({
          method: 'POST',
          path: '/esignature/document',
          body: form,
          retry: false,
          what: 'e-sign document upload',
        });
        const documentId = idOf(uploaded, 'document_id');
        if (!documentId) throw new EsignUnavailable('Cashfree e-sign upload answered without a document_id');
        const created = await client.request({
          method: 'POST',
          path: '/esignature',
          body: {
            verification_id: input.verificationId,
            document_id: Number(documentId),
            notification_modes: [],
            auth_type: 'AADHAAR',
            expiry_in_days: String(input.expiryDays ?? 2),
            signers: [
              {
                name: input.signer.name,
                email: input.signer.email,
                phone: input.signer.phone,
                sequence: 1,
                ...(input.signer.aadhaarLast4 ? { aadhaar_last_four_digit: input.signer.aadhaarLast4 } : {}),
                sign_positions: [
                  {
                    page: 1,
                    top_left_x_coordinate: 350,
                    bottom_right_x_coordinate: 550,
                    top_left_y_coordinate: 120,
                    bottom_right_y_coordinate: 60,
                  },
                ],
              },
            ],
            redirect_url: input.redirectUrl,
          },
          retry: false,
          what: 'e-sign request',
        });
        const signingUrl = typeof created.signing_link === 'string' ? created.signing_link : '';
        if (created.status !== 'SUCCESS' || !/^https?:\/\//.test(signingUrl))
          throw new EsignUnavailable('Cashfree e-sign request answered without a signing link');
        return { documentId, referenceId: idOf(created, 'reference_id'), signingUrl };
      } catch (err) {
        if (err instanceof EsignUnavailable) throw err;
        if (err instanceof CashfreeRequestFailed && err.kind === 'rejected') throw new Error(err.message, { cause: err }); // our request is wrong: a bug, not an outage
        return unavailable(err);
      }
    },
    verifyCallback(rawBody, headers) {
      const body = verifyCashfreeWebhook(rawBody, headers, secret, opts.now?.());
      const outcome = OUTCOMES[String(body.event_type)];
      const data = isObject(body.data) ? body.data : {};
      const verificationId = typeof data.verification_id === 'string' ? data.verification_id : '';
      if (!outcome || !VERIFICATION_ID.test(verificationId)) {
        // Signed by Cashfree but not an e-sign event we know: refused like a forged one (400), never acted on.
        throw Object.assign(new Error(`not an e-sign event (${String(body.event_type).slice(0, 40)})`), {
          name: 'CashfreeWebhookRejected',
        });
      }
      const signedDocUrl = typeof data.signed_doc_url === 'string' && /^https?:\/\//.test(data.signed_doc_url) ? data.signed_doc_url : null;
      return {
        verificationId,
        outcome: outcome === 'signed' && !signedDocUrl ? 'failed' : outcome,
        signedDocUrl,
        signers: Array.isArray(data.signers)
          ? data.signers.filter(isObject).map((s) => ({ name: String(s.name ?? ''), status: String(s.status ?? '') }))
          : [],
        occurredAt: typeof body.event_time === 'string' ? body.event_time : null,
      };
    },
    async downloadSigned(url) {
      let pdf: Buffer;
      try {
        pdf = await client.download(url, 'signed document download');
      } catch (err) {
        return unavailable(err);
      }
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new EsignUnavailable('the signed document is not a PDF');
      return { pdf, certificate: signatureCertificate(pdf) };
    },
  };
}
