/**
 * Signing the settlement letter on an e-sign provider's page (issue 20 §2; AppContext.esignAsync):
 * 1. startEsign: the letter's exact bytes go to the provider with the signer's name, email and mobile;
 *    an esign_requests row (pending) keeps which request, side and letter hash it is for, and the
 *    member is sent to the provider's signing page (Aadhaar + UIDAI's OTP there);
 * 2. receiveEsignCallback: the provider's callback, verified by its signature (a forged, altered or
 *    stale one is 400 PROVIDER_CALLBACK_REJECTED and changes nothing). On success the signed PDF is
 *    downloaded and stored with its certificate details and SHA-256, and the side's signature is
 *    recorded as with the one-step sandbox. A repeat of a handled callback changes nothing.
 */
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import { EsignUnavailable, type AsyncEsignAdapter } from '../../adapters/esign/cashfreeEsign';
import { insertAudited, updateAuditedIf } from '../../audit/auditedWrite';
import type { CallContext, SignedInCall } from '../../callContext';
import { env } from '../../config/env';
import type { AppContext } from '../../context';
import { localDiskStorage } from '../../storage/localDiskStorage';
import { refusal } from '../errors';
import { notifyOtherSide } from './settlementNotifications';

type Row = Record<string, unknown>;

export async function startEsign(
  ctx: AppContext,
  adapter: AsyncEsignAdapter,
  call: SignedInCall,
  request: Row,
  caseId: number,
  doctype: string,
  side: 'reporter' | 'defaulter',
  letter: { pdf: Buffer; sha256: string },
) {
  const user = await ctx.db('users').where({ id: call.who.userId }).first('name', 'email', 'mobile');
  const verificationId = `sl-${request.id}-${side[0]}-${Date.now().toString(36)}`;
  let created;
  try {
    created = await adapter.createRequest({
      verificationId,
      pdf: letter.pdf,
      fileName: `settlement-letter-${request.id}.pdf`,
      signer: { name: String(user?.name ?? ''), email: String(user?.email ?? ''), phone: String(user?.mobile ?? '') },
      redirectUrl: `${env.publicOrigin}/settlement-requests/details/${request.id}`,
    });
  } catch (err) {
    if (err instanceof EsignUnavailable) {
      ctx.logger.warn({ err: err.message }, 'e-sign provider unavailable');
      throw refusal('ESIGN_SERVICE_DOWN', {}, undefined, { retryAfterSeconds: 60 });
    }
    throw err;
  }
  await ctx.db.transaction(async (trx) => {
    await insertAudited(
      trx,
      call,
      'esign_requests',
      {
        verification_id: verificationId,
        settlement_request_id: request.id,
        case_id: caseId,
        doctype,
        side,
        signer_user_id: call.who.userId,
        document_sha256: letter.sha256,
        provider: adapter.provider,
        provider_reference: created.referenceId.slice(0, 100),
        signing_url: created.signingUrl.slice(0, 2000),
      },
      { resource: 'esign-requests', action: 'start', shown: () => ({ verification_id: verificationId, side }) },
    );
  });
  return { verification_id: verificationId, signing_url: created.signingUrl };
}

const rejected = () => refusal('PROVIDER_CALLBACK_REJECTED', {});

/** POST /api/providers/:provider/esign: the provider's signed callback. */
export async function receiveEsignCallback(
  ctx: AppContext,
  call: CallContext,
  provider: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
) {
  const adapter = ctx.esignAsync;
  if (!adapter || adapter.provider !== provider || !Buffer.isBuffer(rawBody)) throw rejected();
  let event;
  try {
    event = adapter.verifyCallback(rawBody, headers);
  } catch (err) {
    ctx.logger.warn({ err: (err as Error).message, provider }, 'e-sign callback rejected');
    throw rejected();
  }
  const row = await ctx.db('esign_requests').where({ verification_id: event.verificationId, provider }).first();
  // Not one of ours, or already handled: acknowledged (so the provider stops), nothing changes.
  if (!row || row.status !== 'pending') return { received: true, changed: false };
  if (event.outcome !== 'signed') {
    await ctx.db.transaction(async (trx) => {
      await updateAuditedIf(
        trx,
        call,
        'esign_requests',
        Number(row.id),
        (q) => void q.where({ status: 'pending' }),
        { status: event.outcome, completed_at: trx.fn.now(), updated_at: trx.fn.now() },
        { resource: 'esign-requests', action: event.outcome, shown: () => undefined },
      );
    });
    return { received: true, changed: true };
  }
  let signed;
  try {
    signed = await adapter.downloadSigned(event.signedDocUrl!);
  } catch (err) {
    // Answered 503: the provider retries the callback, and we download again.
    ctx.logger.warn({ err: (err as Error).message }, 'signed document download failed');
    throw refusal('ESIGN_SERVICE_DOWN', {}, undefined, { retryAfterSeconds: 60 });
  }
  const stored = await (ctx.storage ?? localDiskStorage()).put(Readable.from(signed.pdf), {
    name: 'signed.pdf',
    mime: 'application/pdf',
    folder: 'esign',
  });
  const signedAt = signed.certificate.signedAt ? new Date(signed.certificate.signedAt) : new Date();
  await ctx.db.transaction(async (trx) => {
    const updated = await updateAuditedIf(
      trx,
      call,
      'esign_requests',
      Number(row.id),
      (q) => void q.where({ status: 'pending' }),
      {
        status: 'signed',
        signed_file_path: stored.path,
        signed_sha256: signed.certificate.sha256,
        certificate: JSON.stringify(signed.certificate),
        completed_at: trx.fn.now(),
        updated_at: trx.fn.now(),
      },
      {
        resource: 'esign-requests',
        action: 'signed',
        shown: () => ({
          signed_sha256: signed.certificate.sha256,
          signer_name: signed.certificate.signerName,
          signed_at: signed.certificate.signedAt,
        }),
      },
    );
    if (!updated) return; // a concurrent delivery got there first
    await recordSignature(trx, row, signedAt);
  });
  return { received: true, changed: true };
}

async function recordSignature(trx: Knex.Transaction, row: Row, signedAt: Date) {
  const request = await trx('settlement_requests').where({ id: row.settlement_request_id }).forUpdate().first('status');
  if (!request || request.status === 'settled' || request.status === 'rejected') return;
  await trx('settlement_signatures')
    .insert({
      settlement_request_id: row.settlement_request_id,
      case_id: row.case_id,
      doctype: row.doctype,
      side: row.side,
      signer_user_id: row.signer_user_id,
      signed_at: signedAt,
      document_sha256: row.document_sha256,
      provider: row.provider,
      reference_id: String(row.verification_id),
      updated_at: trx.fn.now(),
    })
    .onConflict(['settlement_request_id', 'doctype', 'side'])
    .merge();
  const full = await trx('settlement_requests').where({ id: row.settlement_request_id }).first();
  const c = await trx('defaulter_cases').where({ id: row.case_id }).first();
  if (c && (row.side === 'reporter' || row.side === 'defaulter')) await notifyOtherSide(trx, 'settlement_signed', row.side, full, c);
}
