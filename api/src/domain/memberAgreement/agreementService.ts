/**
 * Reading and accepting the member agreement for one of the member's own businesses. Another
 * member's (or a removed) business is 404. Accepting records business, member, version, time and
 * IP in business_agreements (one row per business and version), audited in the same transaction.
 */
import type { Knex } from 'knex';
import { upsertAudited } from '../../audit/auditedWrite';
import type { SignedInCall } from '../../callContext';
import { agreementAcceptInput, type BusinessAgreementAnswer } from '../../contracts/memberAccount';
import { refusal } from '../errors';
import { AGREEMENT_SETTING_KEYS, agreementInForce, assertCurrentVersion, type AgreementInForce } from './agreementRules';

type Db = Knex | Knex.Transaction;

async function currentAgreement(db: Db): Promise<AgreementInForce> {
  const rows = await db('global_settings').whereIn('key', Object.values(AGREEMENT_SETTING_KEYS)).select('key', 'value');
  const value = (key: string) => rows.find((r) => r.key === key)?.value as string | undefined;
  return agreementInForce({ text: value(AGREEMENT_SETTING_KEYS.text), version: value(AGREEMENT_SETTING_KEYS.version) });
}

async function ownBusiness(db: Db, userId: number, businessId: number, lock = false) {
  const q = db('businesses').where({ id: businessId, user_id: userId, status: 1 }).first('id', 'trade_name', 'legal_name', 'gstin');
  if (lock) q.forUpdate();
  const row = await q;
  if (!row) throw refusal('BUSINESS_ID_UNKNOWN', { id: businessId });
  return { id: Number(row.id), trade_name: String(row.trade_name), legal_name: row.legal_name ?? null, gstin: String(row.gstin) };
}

async function acceptedAt(db: Db, businessId: number, version: string): Promise<string | null> {
  const row = await db('business_agreements').where({ business_id: businessId, version }).first('accepted_at');
  return row ? new Date(row.accepted_at).toISOString() : null;
}

/** GET /businesses/{id}/agreement. */
export async function businessAgreement(db: Knex, userId: number, businessId: number): Promise<BusinessAgreementAnswer> {
  const [business, agreement] = await Promise.all([ownBusiness(db, userId, businessId), currentAgreement(db)]);
  return { business, ...agreement, accepted_at: await acceptedAt(db, businessId, agreement.version) };
}

/**
 * POST /businesses/{id}/agreement { version }: `created` is false when this version was already
 * accepted for the business (the first acceptance stands).
 */
export async function acceptBusinessAgreement(
  db: Knex,
  call: SignedInCall,
  businessId: number,
  body: unknown,
): Promise<{ created: boolean; answer: BusinessAgreementAnswer }> {
  const { version } = agreementAcceptInput.parse(body);
  return db.transaction(async (trx) => {
    const business = await ownBusiness(trx, call.who.userId, businessId, true);
    const agreement = await currentAgreement(trx);
    assertCurrentVersion(version, agreement);
    const row = await upsertAudited(
      trx,
      call,
      'business_agreements',
      { business_id: businessId, user_id: call.who.userId, version, ip: call.ip },
      { columns: ['business_id', 'version'], then: 'ignore' },
      { resource: 'business-agreements', action: 'accept', returning: ['id', 'business_id', 'user_id', 'version', 'accepted_at', 'ip'] },
    );
    const answer = { business, ...agreement, accepted_at: await acceptedAt(trx, businessId, version) };
    return { created: !!row, answer };
  });
}
