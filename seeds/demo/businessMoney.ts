import { callAs } from '../../api/src/callContext';
import { setReferrer } from '../../api/src/domain/accounts';
import { recordFreeBenefits } from '../../api/src/domain/cir';
import { createInvoiceForOrder, recordPendingInvoice, taxSplit } from '../../api/src/domain/invoices';
import { startSubscription } from '../../api/src/domain/membership';
import {
  addPastCommissions,
  addPastPayments,
  addPastPromoRedemptions,
  addPastReferrals,
  addPastWebhookEvents,
  createPromoCodesIfAbsent,
  insertOrdersWithHistory,
  recordCashback,
  type Cashback,
} from '../../api/src/domain/payments';
import { type JournalKind, postJournal } from '../../api/src/domain/walletLedger';
import { addMonths, daysAgo, insertIds, paise, percentOf, rupees, type DemoContext } from './businessKit';

/** Bakaya invoices from its Jaipur office: Rajasthan customers pay CGST + SGST, others IGST. */
const SUPPLIER_STATE = '08';

/** The demo's history is written by the system itself (audit rows without an actor). */
const SEED_CALL = callAs(null);

/** customer, purpose, plan slug, list price (when no plan), promo, order status, payment, invoice, days ago. */
type OrderSpec = [string, string, string | null, string | null, string | null, string, string | null, string | null, number];
const ORDERS: OrderSpec[] = [
  ['aarav', 'subscription', 'quarterly', null, 'WELCOME10', 'completed', 'success', 'issued', 40],
  ['priya', 'subscription', 'annual', null, null, 'completed', 'success', 'issued', 30],
  ['rohan', 'subscription', 'monthly', null, null, 'paid', 'success', 'issued', 22],
  ['arjun', 'subscription', 'annual', null, null, 'failed', 'error', null, 18],
  ['kavya', 'wallet_topup', null, '500.00', null, 'completed', 'success', null, 10],
  ['rohan', 'cir', null, '199.00', null, 'completed', 'success', 'issued', 6],
  ['aarav', 'report_defaulter', null, '99.00', null, 'completed', 'success', 'issued', 4],
  ['vikram', 'subscription', 'quarterly', null, null, 'paid', 'success', 'pending', 3],
  ['ananya', 'renewal', 'monthly', null, null, 'pending', 'pending', null, 1],
];

interface Plan {
  id: number;
  plan_id: number;
  slug: string;
  fee: string;
  duration_value: number;
  duration_unit: string;
  free_businesses: number;
  free_cirs: number;
  referral_cashback_percent: string;
  igst_percent: string;
}

/** Orders, payments, webhooks, GST invoices, subscriptions, the wallet ledger, promos, referrals and partners. */
export async function seedDemoMoney(ctx: DemoContext): Promise<void> {
  const { trx } = ctx;
  const user = (k: string) => ctx.users.get(k)!;
  const firstBusiness = (userId: number) => [...ctx.businesses.values()].find((b) => b.userId === userId)!;
  const plans = new Map<string, Plan>(
    (await trx('plan_versions as v').join('membership_plans as p', 'p.id', 'v.plan_id').where('v.version', 1).select('v.*', 'p.slug')).map(
      (p: Plan) => [p.slug, p],
    ),
  );

  // Partners first: customers point at their affiliate.
  const partnerIds = await insertIds(trx, 'partners', [
    {
      type: 'affiliate',
      name: 'Rahul Jain',
      mobile: '9928012345',
      email: 'rahul.jain@example.in',
      commission_type: 'percent',
      commission_value: '10.00',
      code: 'RJAIN10',
    },
    {
      type: 'affiliate',
      name: 'Meera Kapoor',
      mobile: '9928067890',
      email: 'meera.kapoor@example.in',
      commission_type: 'percent',
      commission_value: '5.00',
      code: 'MEERA5',
    },
    {
      type: 'professional',
      name: 'CA Suresh Agarwal',
      mobile: '9414123456',
      email: 'suresh.agarwal.ca@example.in',
      commission_type: 'flat',
      commission_value: '50.00',
      code: 'CASURESH',
    },
    {
      type: 'channel_partner',
      name: 'TradeLink Channel Private Limited',
      mobile: '9829988776',
      email: 'partners@tradelink.example.in',
      commission_type: 'percent',
      commission_value: '12.50',
      code: 'TRADELINK',
    },
  ]);
  await setReferrer(trx, user('priya').id, { affiliate_id: partnerIds[0], referred_by_user_id: user('aarav').id });
  await setReferrer(trx, user('vikram').id, { affiliate_id: partnerIds[2] });
  await setReferrer(trx, user('ananya').id, { referred_by_user_id: user('rohan').id });
  await trx('commission_rules')
    .insert([
      { partner_type: 'affiliate', purpose: 'subscription', commission_type: 'percent', commission_value: '10.00' },
      { partner_type: 'professional', purpose: 'subscription', commission_type: 'flat', commission_value: '50.00' },
      { partner_type: 'channel_partner', purpose: 'subscription', commission_type: 'percent', commission_value: '12.50' },
    ])
    .onConflict(['partner_type', 'purpose'])
    .ignore();

  await createPromoCodesIfAbsent(trx, [
    {
      code: 'WELCOME10',
      uses: 1,
      max_uses: 1000,
      max_uses_per_user: 1,
      starts_at: daysAgo(ctx, 90),
      ends_at: daysAgo(ctx, -275),
      discount_type: 'percent',
      discount_value: '10.00',
      max_discount: '50.00',
    },
    {
      code: 'FLAT50',
      uses: 0,
      max_uses: 200,
      max_uses_per_user: 1,
      starts_at: daysAgo(ctx, 10),
      ends_at: daysAgo(ctx, -50),
      discount_type: 'flat',
      discount_value: '50.00',
    },
    {
      code: 'DIWALI25',
      uses: 0,
      max_uses: 500,
      starts_at: daysAgo(ctx, 60),
      ends_at: daysAgo(ctx, 45),
      discount_type: 'percent',
      discount_value: '25.00',
      max_discount: '100.00',
    },
  ]);
  const promos = new Map<string, { id: number; discount_type: string; discount_value: string; max_discount: string | null }>(
    (await trx('promo_codes').select('id', 'code', 'discount_type', 'discount_value', 'max_discount')).map((p) => [p.code, p]),
  );

  // Orders with their GST maths, all in paise: the invoices' own split (taxSplit) at the plan's rate, or the
  // gst-rate-percent setting for a service without a plan, so each invoice issued below agrees with its order.
  const serviceRate = (await trx('global_settings').where({ key: 'gst-rate-percent' }).first('value'))?.value ?? '18';
  const built = ORDERS.map(([who, purpose, slug, listPrice, promo, status, payment, invoice, ago], i) => {
    const u = user(who);
    const business = firstBusiness(u.id);
    const plan = slug ? plans.get(slug)! : null;
    const amount = paise(plan ? plan.fee : listPrice!);
    const p = promo ? promos.get(promo)! : null;
    let discount = 0;
    if (p) discount = p.discount_type === 'flat' ? paise(p.discount_value) : percentOf(amount, p.discount_value);
    if (p?.max_discount) discount = Math.min(discount, paise(p.max_discount));
    const split =
      purpose === 'wallet_topup'
        ? null
        : taxSplit({
            taxablePaise: amount - discount,
            ratePercent: plan ? String(plan.igst_percent) : String(serviceRate),
            sellerStateCode: SUPPLIER_STATE,
            placeOfSupplyStateCode: business.stateCode,
          });
    const gst = split
      ? { cgst: split.cgstPaise, sgst: split.sgstPaise, igst: split.igstPaise, tax: split.taxPaise }
      : { cgst: 0, sgst: 0, igst: 0, tax: 0 };
    const at = daysAgo(ctx, ago);
    return { i, u, business, plan, purpose, amount, discount, gst, status, payment, invoice, at, promoId: p?.id ?? null };
  });
  const orderIds = await insertOrdersWithHistory(
    trx,
    built.map((o) => ({
      order_number: `BKY-ORD-${String(100_001 + o.i)}`,
      user_id: o.u.id,
      business_id: o.business.id,
      purpose: o.purpose,
      plan_version_id: o.plan?.id ?? null,
      amount: rupees(o.amount),
      discount: rupees(o.discount),
      tax: rupees(o.gst.tax),
      total: rupees(o.amount - o.discount + o.gst.tax),
      status: o.status,
      promo_code_id: o.promoId,
      idempotency_key: `demo-checkout-${o.i}`,
      created_at: o.at,
      updated_at: o.at,
    })),
  );
  const orderOf = (who: string, purpose: string) => orderIds[built.findIndex((o) => o.u === user(who) && o.purpose === purpose)]!;

  await addPastPayments(
    trx,
    built
      .filter((o) => o.payment)
      .map((o) => ({
        order_id: orderIds[o.i]!,
        gateway: 'sandbox',
        gateway_payment_id: o.payment === 'pending' ? null : `pay_demo_${100 + o.i}`,
        amount: rupees(o.amount - o.discount + o.gst.tax),
        status: o.payment!,
        created_at: o.at,
        payload: JSON.stringify({ mode: 'sandbox', method: o.i % 2 ? 'upi' : 'card', result: o.payment }),
      })),
  );
  await addPastWebhookEvents(
    trx,
    built
      .filter((o) => o.payment && o.payment !== 'pending')
      .map((o) => ({
        gateway: 'sandbox',
        event_id: `evt_demo_${100 + o.i}`,
        signature: 'demo-signature',
        processed_at: o.at,
        created_at: o.at,
        payload: JSON.stringify({
          type: o.payment === 'success' ? 'payment.captured' : 'payment.failed',
          payment_id: `pay_demo_${100 + o.i}`,
          order_number: `BKY-ORD-${String(100_001 + o.i)}`,
        }),
      })),
  );

  // GST invoices, issued by the invoice service itself on the day of payment, in order of issue: the same
  // split, seller details and numbering as checkout's, so demo invoices and invoices issued later (checkout,
  // tests sharing the database) never take the same number. The pending one waits for staff.
  for (const o of [...built].filter((x) => x.invoice).sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if (o.invoice === 'issued') {
      await createInvoiceForOrder(trx, orderIds[o.i]!, o.at);
      continue;
    }
    await recordPendingInvoice(trx, orderIds[o.i]!, o.at);
  }

  const paidPlans = built.filter((o) => o.plan && ['paid', 'completed'].includes(o.status));
  for (const o of paidPlans) {
    const ends = addMonths(o.at, o.plan!.duration_unit === 'years' ? 12 * o.plan!.duration_value : o.plan!.duration_value);
    await startSubscription(
      trx,
      {
        user_id: o.u.id,
        business_id: o.business.id,
        plan_version_id: o.plan!.id,
        starts_at: o.at,
        ends_at: ends,
        order_id: orderIds[o.i]!,
        created_at: o.at,
      },
      ctx.now,
    );
  }
  // A free CIR's use is recorded by the report that used it (seedCirs), not here.
  await recordFreeBenefits(trx, [
    ...paidPlans.flatMap((o) => [
      {
        user_id: o.u.id,
        benefit: 'free_business' as const,
        granted: o.plan!.free_businesses,
        used: Math.min(1, o.plan!.free_businesses),
        created_at: o.at,
      },
      { user_id: o.u.id, benefit: 'free_cir' as const, granted: o.plan!.free_cirs, used: 0, created_at: o.at },
    ]),
    {
      user_id: user('ananya').id,
      benefit: 'free_cir' as const,
      granted: 1,
      used: 0,
      forced_by: ctx.adminId,
      note: 'Goodwill credit after a failed CIR.',
    },
  ]);
  await addPastPromoRedemptions(trx, [
    {
      promo_code_id: promos.get('WELCOME10')!.id,
      user_id: user('aarav').id,
      order_id: orderIds[0]!,
      discount_amount: rupees(built[0]!.discount),
    },
  ]);

  // The wallet: one journal per movement, balanced ledger entries, cached balance on users.
  const referralCashback = percentOf(paise(plans.get('annual')!.fee), plans.get('annual')!.referral_cashback_percent);
  const kavyaCir = await trx('cir_reports')
    .where({ user_id: user('kavya').id })
    .first('id');
  const moves: Array<[string, string, number, string, string, string, string, string | null]> = [
    // customer, kind, amount, debit account, credit account, narration, reference type, reference id
    ['kavya', 'topup', paise('500.00'), 'bank_clearing', 'user_wallet', 'Wallet top-up', 'order', String(orderOf('kavya', 'wallet_topup'))],
    [
      'kavya',
      'cashback',
      paise('5.00'),
      'cashback_expense',
      'user_wallet',
      'Top-up cashback',
      'order',
      String(orderOf('kavya', 'wallet_topup')),
    ],
    [
      'kavya',
      'debit',
      paise('199.00'),
      'user_wallet',
      'revenue',
      'CIR for Reddy Electricals',
      'cir_report',
      kavyaCir ? String(kavyaCir.id) : null,
    ],
    [
      'aarav',
      'cashback',
      referralCashback,
      'cashback_expense',
      'user_wallet',
      'Referral cashback: Priya Patel joined',
      'order',
      String(orderOf('priya', 'subscription')),
    ],
    [
      'rohan',
      'cashback',
      paise('20.00'),
      'cashback_expense',
      'user_wallet',
      'Instant cashback on membership',
      'order',
      String(orderOf('rohan', 'subscription')),
    ],
    [
      'priya',
      'adjustment',
      paise('50.00'),
      'adjustment_expense',
      'user_wallet',
      'Goodwill credit for a delayed verification',
      'manual',
      null,
    ],
  ];
  // Each movement posted by the ledger service (journal, balanced entries, balances, audit), dated when it happened.
  const journalIds: number[] = [];
  for (const [n, [who, kind, amount, debitAccount, creditAccount, narration, referenceType, reference]] of moves.entries()) {
    const journal = await postJournal(trx, SEED_CALL, {
      idempotencyKey: `demo-wallet-${who}-${kind}-${n}`,
      kind: kind as JournalKind,
      narration,
      memberId: user(who).id,
      reference: reference === null ? null : { type: referenceType, id: reference },
      entries: [
        { account: debitAccount, debit: amount },
        { account: creditAccount, credit: amount },
      ],
      postedAt: daysAgo(ctx, 10 - n),
    });
    journalIds.push(journal.id);
  }

  const cashbacks: Cashback[] = [
    {
      user_id: user('kavya').id,
      order_id: orderOf('kavya', 'wallet_topup'),
      kind: 'wallet',
      amount: '5.00',
      wallet_journal_id: journalIds[1],
    },
    {
      user_id: user('aarav').id,
      order_id: orderOf('priya', 'subscription'),
      kind: 'referral',
      amount: rupees(referralCashback),
      wallet_journal_id: journalIds[3],
    },
    {
      user_id: user('rohan').id,
      order_id: orderOf('rohan', 'subscription'),
      kind: 'instant',
      amount: '20.00',
      wallet_journal_id: journalIds[4],
    },
    {
      user_id: user('rohan').id,
      order_id: orderOf('ananya', 'renewal'),
      kind: 'referral',
      amount: rupees(percentOf(paise(plans.get('monthly')!.fee), plans.get('monthly')!.referral_cashback_percent)),
      status: 'pending',
    },
  ];
  for (const cashback of cashbacks) await recordCashback(trx, cashback);
  await addPastReferrals(trx, [
    {
      referrer_user_id: user('aarav').id,
      referred_user_id: user('priya').id,
      invitee_email: user('priya').email,
      status: 'rewarded',
      cashback_amount: rupees(referralCashback),
    },
    {
      referrer_user_id: user('rohan').id,
      referred_user_id: user('ananya').id,
      invitee_mobile: user('ananya').mobile,
      status: 'registered',
    },
    { referrer_user_id: user('aarav').id, invitee_mobile: '9001122334', status: 'invited' },
    { referrer_user_id: user('kavya').id, invitee_email: 'meera.nair@example.in', status: 'invited' },
  ]);

  const priyaOrder = built[1]!;
  await addPastCommissions(trx, [
    {
      partner_id: partnerIds[0]!,
      order_id: orderIds[1]!,
      amount: rupees(percentOf(priyaOrder.amount - priyaOrder.discount, '10.00')),
      status: 'approved',
    },
    { partner_id: partnerIds[2]!, order_id: orderIds[7]!, amount: '50.00', status: 'pending' },
  ]);

  const rmIds = await insertIds(trx, 'relationship_managers', [
    { name: 'Neha Verma', mobile: '9414012345', email: 'neha.verma@bakaya.example.in' },
    { name: 'Sandeep Yadav', mobile: '9414067890', email: 'sandeep.yadav@bakaya.example.in' },
  ]);
  const agentIds = await insertIds(trx, 'agents', [
    { name: 'Manoj Kumar', mobile: '9351012345', email: 'manoj.kumar@example.in', relationship_manager_id: rmIds[0] },
    { name: 'Pooja Saini', mobile: '9351067890', email: 'pooja.saini@example.in', relationship_manager_id: rmIds[0] },
    { name: 'Imran Khan', mobile: '9352011111', email: 'imran.khan@example.in', relationship_manager_id: rmIds[1] },
  ]);
  await trx('agent_revenue').insert(
    [2, 5].map((o, n) => ({
      agent_id: agentIds[n],
      order_id: orderIds[o],
      amount: rupees(built[o]!.amount - built[o]!.discount + built[o]!.gst.tax),
      commission: rupees(percentOf(built[o]!.amount - built[o]!.discount, '10.00')),
    })),
  );

  await trx('free_trials').insert([
    { plan_id: plans.get('monthly')!.plan_id, days: 7, starts_at: daysAgo(ctx, 10), ends_at: daysAgo(ctx, -80) },
    { plan_id: plans.get('annual')!.plan_id, days: 14, starts_at: daysAgo(ctx, 120), ends_at: daysAgo(ctx, 60), status: 0 },
  ]);
}
