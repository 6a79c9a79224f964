import { callAs } from '../../api/src/callContext';
import { recordDispute } from '../../api/src/domain/caseNotices';
import {
  addCaseDocuments,
  addDefaulterContacts,
  addPastCaseEvents,
  type CaseWithHistory,
  insertCasesWithHistory,
  type PastCaseEvent,
} from '../../api/src/domain/defaulterCases';
import {
  addPastPayout,
  DEFAULT_LETTER,
  insertSettlementWithHistory,
  placeHold,
  releaseHold,
  saveVerifiedBankAccount,
  type SettlementWithHistory,
} from '../../api/src/domain/settlements';
import { dateDaysAgo, daysAgo, demoFile, demoGstin, demoUdin, insertIds, paise, percentOf, rupees, type DemoContext } from './businessKit';

/** Defaulters that are not members: known only by GSTIN. name, PAN, state code. */
const OUTSIDERS: Record<string, [string, string, string]> = {
  'balaji-traders': ['Shree Balaji Traders', 'AAQFB6723C', '08'],
  'kaveri-textiles': ['Kaveri Textiles', 'AAMFK2209P', '29'],
  'om-sai': ['Om Sai Enterprises', 'ACOPO4410G', '27'],
  'ganesh-hardware': ['Ganesh Hardware Stores', 'AAXFG3958A', '24'],
  'vijay-cement': ['Vijay Cement Agency', 'ABVPV6631F', '09'],
};

/** reporting business, defaulter, due amount, due date (days ago), final status, legal case, settled amount, reported (days ago). */
const CASES: Array<[string, string, string, number, string, boolean, string, number]> = [
  ['sharma-textiles', 'balaji-traders', '125000.00', 75, 'processing', false, '0.00', 4],
  ['patel-agro', 'kaveri-textiles', '48500.00', 90, 'more_details_required', false, '0.00', 20],
  ['mehta-steel', 'singh-auto', '275000.00', 120, 'verified', false, '0.00', 60],
  ['iyer-pharma', 'om-sai', '92000.00', 150, 'verified', true, '0.00', 70],
  ['singh-auto', 'ganesh-hardware', '15600.00', 60, 'rejected', false, '0.00', 30],
  ['reddy-electricals', 'mehta-packaging', '180000.00', 100, 'partial_settled', false, '80000.00', 55],
  ['gupta-paper', 'vijay-cement', '64000.00', 95, 'full_settled', false, '64000.00', 50],
  ['nair-spices', 'reddy-electricals', '38750.50', 45, 'incomplete', false, '0.00', 40],
  ['sharma-handicrafts', 'patel-agro', '22000.00', 80, 'removed', false, '0.00', 45],
  ['singh-logistics', 'iyer-pharma', '54000.00', 70, 'wrongly_reported', false, '0.00', 35],
  ['patel-agro', 'singh-auto', '118000.00', 110, 'verified', false, '0.00', 25],
  ['gupta-paper', 'balaji-traders', '36500.00', 65, 'verified', false, '0.00', 15],
  ['mehta-steel', 'om-sai', '47250.00', 85, 'disputed', false, '0.00', 40],
];

/** Transitions after 'processing' that lead to each final status. */
const PATHS: Record<string, string[]> = {
  processing: [],
  more_details_required: ['more_details_required'],
  verified: ['verified'],
  rejected: ['rejected'],
  partial_settled: ['verified', 'partial_settled'],
  full_settled: ['verified', 'full_settled'],
  incomplete: ['more_details_required', 'incomplete'],
  removed: ['verified', 'removed'],
  wrongly_reported: ['verified', 'wrongly_reported'],
  disputed: ['verified', 'disputed'],
};
const NOTES: Record<string, string> = {
  more_details_required: 'Ledger certificate missing: asked the member for documents.',
  verified: 'Invoice and ledger certificate checked against the GST returns.',
  rejected: 'The invoice is addressed to a different GSTIN.',
  partial_settled: 'Part payment confirmed by the member.',
  full_settled: 'Full payment confirmed; case closed.',
  incomplete: 'No documents received within 15 days.',
  removed: "Removed at the member's request after a private settlement.",
  wrongly_reported: 'The defaulter showed the invoice was paid before it was reported.',
  disputed: 'Disputed by the reported business: the goods were returned damaged; the debit note is attached.',
};
const CONTACTS = [
  'Ramesh Agarwal',
  'Sunita Joshi',
  'Harpreet Kaur',
  'Mohammed Irfan',
  'Deepak Chauhan',
  'Lakshmi Narayanan',
  'Suresh Yadav',
  'Anil Kapoor',
  'Geeta Bansal',
  'Rajesh Pillai',
  'Farhan Qureshi',
  'Kiran Desai',
];

/** case index, mode, amount, status, payout method (settled only), remarks. */
const SETTLEMENTS: Array<[number, 'full' | 'partial', string, string, string | null, string]> = [
  [5, 'partial', '80000.00', 'settled', 'neft', 'Defaulter paid ₹80,000 of ₹1,80,000; balance under discussion.'],
  [6, 'full', '64000.00', 'settled', 'imps', 'Paid in full.'],
  [2, 'partial', '100000.00', 'initialised', null, 'First instalment offered by the defaulter.'],
  [3, 'full', '92000.00', 'inprogress', null, "Awaiting the defaulter's transfer."],
  [10, 'partial', '50000.00', 'rejected', null, 'Offer below the agreed minimum; member declined.'],
];
const BANKS: Record<string, [string, string, string]> = {
  sneha: ['HDFC0001234', 'HDFC Bank', '50100234567812'],
  arjun: ['SBIN0004567', 'State Bank of India', '38291045566'],
  rohan: ['ICIC0002345', 'ICICI Bank', '002301567890'],
  ananya: ['UTIB0000123', 'Axis Bank', '917020045678123'],
  priya: ['KKBK0000958', 'Kotak Mahindra Bank', '4711223344'],
};

/** Defaulter cases with timelines, evidence and contacts; bank accounts, settlements and call holds. */
export async function seedDemoCases(ctx: DemoContext): Promise<void> {
  const { trx } = ctx;
  const caseRows = CASES.map(([reporter, defaulter, due_amount, dueAgo, status, legal_case, settled_amount, ago], i): CaseWithHistory => {
    const r = ctx.businesses.get(reporter)!;
    const member = ctx.businesses.get(defaulter);
    const [name, pan, code] = member ? [member.name, member.pan, member.stateCode] : OUTSIDERS[defaulter]!;
    const steps = PATHS[status]!;
    const verifiedStep = steps.indexOf('verified');
    const verifiedAt = verifiedStep >= 0 ? daysAgo(ctx, ago - 2 * (verifiedStep + 1)) : null;
    // The notice went out on verification; the case is listed once the 21-day reply window ends.
    const windowEnds = verifiedAt ? new Date(verifiedAt.getTime() + 21 * 86_400_000) : null;
    return {
      reporter_user_id: r.userId,
      reporter_business_id: r.id,
      defaulter_business_id: member?.id ?? null,
      defaulter_gstin: member?.gstin ?? demoGstin(code, pan),
      defaulter_name: name,
      defaulter_pan: pan,
      due_amount,
      due_date: dateDaysAgo(ctx, dueAgo),
      invoice_number: `INV/${2026 - (i % 2)}/${String(1040 + i * 17)}`,
      verified_on: verifiedAt,
      notice_sent_at: verifiedAt,
      reply_window_ends_at: windowEnds,
      listed_from: windowEnds,
      settled_amount,
      status,
      legal_case,
      source: i % 5 === 0 ? 'android' : 'web',
      remarks: status === 'processing' ? 'Goods delivered; three reminders sent without reply.' : null,
      created_at: daysAgo(ctx, ago),
      updated_at: daysAgo(ctx, ago - 2 * steps.length),
    };
  });
  const caseIds = await insertCasesWithHistory(trx, caseRows);

  const events = caseIds.flatMap((case_id, i): PastCaseEvent[] => {
    const row = caseRows[i]!;
    const steps = PATHS[row.status]!;
    return [
      {
        case_id,
        from_status: null,
        to_status: 'processing',
        note: 'Reported by the member.',
        actor_user_id: row.reporter_user_id,
        created_at: row.created_at,
      },
      ...steps.map((to, s) => ({
        case_id,
        from_status: s === 0 ? 'processing' : steps[s - 1]!,
        to_status: to,
        note: NOTES[to]!,
        // A dispute is opened by the reported business through its notice link: no account of ours.
        actor_user_id: to === 'disputed' ? null : ctx.adminId,
        actor_kind: to === 'disputed' ? ('reported' as const) : ('staff' as const),
        created_at: daysAgo(ctx, CASES[i]![7] - 2 * (s + 1)),
        // The step that settles records the money, as the workflow does (the dashboard sums these).
        settled_delta: to.endsWith('settled') ? row.settled_amount : '0.00',
      })),
    ];
  });
  await addPastCaseEvents(trx, events);

  // The disputed case's dispute: opened when it was disputed, to be decided within 30 days.
  for (const [i, caseId] of caseIds.entries()) {
    if (caseRows[i]!.status !== 'disputed') continue;
    await recordDispute(trx, {
      caseId,
      statement: 'The goods were returned damaged on delivery; we issued a debit note for the full amount. The debit note is attached.',
      previousStatus: 'verified',
      openedAt: daysAgo(ctx, CASES[i]![7] - 4),
    });
  }

  const docs = caseIds.flatMap((case_id, i) => {
    const row = caseRows[i]!;
    const types = ['more_details_required', 'incomplete'].includes(row.status)
      ? ['invoice']
      : [
          'invoice',
          'ledger_certificate',
          'ca_certificate',
          ...(row.status.endsWith('settled') ? ['payment_proof'] : []),
          ...(i % 3 === 0 ? ['bilty'] : []),
        ];
    return types.map((doc_type, d) => ({
      case_id,
      doc_type,
      udin: doc_type === 'ca_certificate' ? demoUdin(i) : null,
      uploaded_by_user_id: row.reporter_user_id,
      user_id: row.reporter_user_id,
      created_at: row.created_at,
      ...demoFile(`cases/${case_id}`, doc_type, i * 10 + d),
    }));
  });
  await addCaseDocuments(trx, docs);

  await addDefaulterContacts(
    trx,
    caseIds.map((case_id, i) => ({
      case_id,
      name: CONTACTS[i % CONTACTS.length]!,
      mobile: `9${String(414000000 + i * 7919).padStart(9, '0')}`,
      email: `${CONTACTS[i % CONTACTS.length]!.toLowerCase().replace(/ /g, '.')}${i >= CONTACTS.length ? i : ''}@example.in`,
      address: `Shop ${i + 3}, Main Market`,
      user_id: caseRows[i]!.reporter_user_id,
      created_at: caseRows[i]!.created_at,
    })),
  );

  const bankIds = new Map<number, number>();
  for (const [key, [ifsc, bank_name, number]] of Object.entries(BANKS)) {
    const user = ctx.users.get(key)!;
    const business = [...ctx.businesses.values()].find((b) => b.userId === user.id)!;
    // Saved as the bank verification saves it (keyed digest), so a member re-adding this account is recognised.
    const account = await saveVerifiedBankAccount(trx, {
      userId: user.id,
      businessId: business.id,
      accountHolder: business.name,
      accountNumber: number,
      ifsc,
      bankName: bank_name,
      verifiedAt: daysAgo(ctx, 30),
    });
    bankIds.set(user.id, Number(account.id));
  }

  for (const [c, mode, amount, status, method, remarks] of SETTLEMENTS) {
    const row = caseRows[c]!;
    const started = CASES[c]![7] - 3;
    const srId = await insertSettlementWithHistory(trx, {
      case_id: caseIds[c]!,
      user_id: row.reporter_user_id,
      amount,
      mode,
      status: status as SettlementWithHistory['status'],
      remarks,
      otp_verified_at: status === 'initialised' ? null : daysAgo(ctx, started - 1),
      bank_account_id: bankIds.get(row.reporter_user_id) ?? null,
      created_at: daysAgo(ctx, started),
    });
    if (method) {
      // Paid out to the member net of the settlement commission (3% slab for these amounts).
      const net = paise(amount) - percentOf(paise(amount), '3.00');
      await addPastPayout(trx, {
        settlement_request_id: srId,
        amount: rupees(net),
        method,
        paid_at: daysAgo(ctx, started - 2),
        utr: `${method.toUpperCase()}${String(260000000 + c * 4243)}`,
      });
    }
  }

  // Collection calls paused by staff, through the hold service: one still on hold, one held for a week.
  const staff = callAs({ userId: ctx.adminId, roleName: 'Super Admin' });
  const caseOf = (c: number) => ({ case_id: caseIds[c], user_id: caseRows[c]!.reporter_user_id });
  await placeHold(trx, staff, caseOf(3), 'Defaulter disputes the invoice amount; calls paused until documents are checked.', {
    at: daysAgo(ctx, 5),
    note: "Held on the defaulter's request.",
  });
  const released = await placeHold(trx, staff, caseOf(2), 'Defaulter asked for a week to arrange funds.', {
    at: daysAgo(ctx, 15),
    note: 'Held for one week.',
  });
  await releaseHold(trx, staff, Number(released.id), 'Week over; calls resumed.', daysAgo(ctx, 8));

  if (!(await trx('settlement_document_templates').first('id'))) {
    // The letter's staff-edited parts; the facts (parties, invoices, schedule, account) are written by the letter itself.
    const [header] = await insertIds(trx, 'settlement_document_templates', [
      { kind: 'header', title: 'Bakaya letterhead', body: DEFAULT_LETTER.header },
    ]);
    await trx('settlement_document_templates').insert([
      { parent_id: header, kind: 'document', title: 'Settlement terms', body: DEFAULT_LETTER.document },
      { parent_id: header, kind: 'footer', title: 'Signature note', body: DEFAULT_LETTER.footer },
    ]);
  }
  if (!(await trx('instant_cashback_rules').first('id'))) {
    await trx('instant_cashback_rules').insert([
      { min_amount: '0.00', max_amount: '9999.99', cashback_type: 'flat', cashback_value: '20.00' },
      { min_amount: '10000.00', max_amount: null, cashback_type: 'percent', cashback_value: '1.00' },
    ]);
  }
}
