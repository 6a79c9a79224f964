/**
 * Every message the report, resubmit, notice-reply and dispute calls can answer with reads in Hindi when
 * the portal is in Hindi: the catalog (api/src/contracts/caseFlowMessages.ts) and the form rules have a
 * Hindi entry each (the form rules' table, as the browser shows them), a refusal with values is
 * translated by its code keeping its values, and the services of these calls throw no text that is not
 * in the catalog.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  CASE_FLOW_MESSAGES,
  CASE_FLOW_TEMPLATES,
  caseFlowMessage,
  DISPUTE_MESSAGES,
  defaulterReportInput,
  disputeStatementSchema,
  evidenceMissingMessage,
  missingEvidenceSets,
  REPORT_MESSAGES,
  resubmitInput,
  templatePattern,
  type CaseFlowTemplate,
} from '@bakaya/api/contracts';
import { MONEY_MESSAGES, UDIN_MESSAGES } from '@bakaya/api/validation';
import { describe, expect, it } from 'vitest';
import { codeOfText } from '../../api/src/domain/errors';
import { hindiError } from '../../portal/src/i18n/errors.hi';
import { hindiFormRuleMessage } from '../../portal/src/i18n/formRuleMessagesHi';

const DEVANAGARI = /[\u0900-\u097F]/;
/** An English sentence left in a Hindi message: three Latin words in a row. */
const ENGLISH_LEFT = /[A-Za-z]+ [A-Za-z]+ [A-Za-z]+/;

function expectHindi(english: string) {
  const hindi = hindiFormRuleMessage(english);
  expect(hindi, english).toMatch(DEVANAGARI);
  return hindi!;
}

describe('the defaulter-case calls’ messages in Hindi', () => {
  it('translates every fixed message of the catalog and of the form rules', () => {
    const all = [CASE_FLOW_MESSAGES, REPORT_MESSAGES, DISPUTE_MESSAGES, MONEY_MESSAGES, UDIN_MESSAGES].flatMap((m) => Object.values(m));
    expect(all.length).toBeGreaterThan(90);
    for (const m of all) expect(expectHindi(m), m).not.toMatch(ENGLISH_LEFT);
  });

  /** A refusal with values, as the portal reads it: by the code of its English, with its params. */
  const byCode = (english: string) => {
    const coded = codeOfText(english);
    expect(coded, english).toBeDefined();
    const hindi = hindiError(coded!);
    expect(hindi, english).toMatch(DEVANAGARI);
    return hindi!;
  };

  it('translates every template by its code, keeping its values', () => {
    const samples: { [K in CaseFlowTemplate]: Parameters<typeof caseFlowMessage<K>>[1] } = {
      fileTooLargeIn: { field: 'ledger_certificate', size: '10 MB' },
      unknownFileField: { field: 'photo' },
      uploadAsMultipart: { field: 'documents' },
      uploadFieldTooLong: { field: 'report' },
      atMostFilesHere: { max: 5 },
      fileRefused: { file: 'bill.pdf', message: CASE_FLOW_MESSAGES.fileEmpty },
      onlyFileTypes: { types: 'PDF, PNG, JPEG' },
      wrongExtension: { type: 'PDF document', ext: 'pdf' },
      nulCharacter: { field: '"report"' },
      invoiceTakenHere: { invoice: 'INV/26/7' },
      invoicesTaken: { invoices: 'INV/26/7, INV/26/8', gstin: '27AAPFU0939F1ZV' },
      walletShort: { shortfall: '₹180.00', total: '₹590.00', held: '₹410.00' },
      reportCosts: { total: '₹590.00', fee: '₹500.00' },
      noRecord: { id: 'abc' },
      noCase: { id: 'abc' },
      waitForCode: { seconds: 27 },
      wrongCode: { count: 3 },
    };
    for (const key of Object.keys(CASE_FLOW_TEMPLATES) as CaseFlowTemplate[]) {
      const values = samples[key] as Record<string, string | number>;
      const english = caseFlowMessage(key, samples[key] as never);
      expect(templatePattern(CASE_FLOW_TEMPLATES[key]).exec(english)?.groups, key).toEqual(
        Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])),
      );
      // A refused file (one of several) and a report's price are answered with codes of their own (below), not these templates.
      if (key === 'fileRefused' || key === 'reportCosts') continue;
      const hindi = byCode(english);
      for (const value of Object.values(values)) expect(hindi, key).toContain(String(value));
    }
    expect(byCode(caseFlowMessage('walletShort', samples.walletShort))).toBe(
      'इस डिफ़ॉल्टर की रिपोर्ट करने के लिए अपने वॉलेट में ₹180.00 जोड़ें: रिपोर्ट की लागत ₹590.00 है और आपके वॉलेट में ₹410.00 हैं।',
    );
  });

  it('translates a refused file of several by its own code', () => {
    expect(hindiError({ code: 'FILE_REFUSED_EXTENSION', params: { file: 'bill.png', type: 'PDF document', ext: 'pdf' } })).toBe(
      '“bill.png”: फ़ाइल की सामग्री PDF document है; इसका नाम .pdf एक्सटेंशन के साथ रखें।',
    );
  });

  it('translates every "please upload" of a case waiting for its documents', () => {
    const sets = missingEvidenceSets();
    expect(sets).toHaveLength(7);
    for (const kinds of sets) expect(byCode(evidenceMissingMessage(kinds))).not.toMatch(ENGLISH_LEFT);
    expect(byCode(evidenceMissingMessage(['invoice', 'ca_certificate']))).toBe(
      'इस मामले की समीक्षा से पहले कृपया इनवॉइस और CA प्रमाणपत्र अपलोड करें।',
    );
  });

  it('translates what the report, resubmit and dispute rules say about bad input', () => {
    const issues = [
      defaulterReportInput.safeParse({}),
      defaulterReportInput.safeParse({
        reporter_business_id: 'x',
        defaulter_gstin: '27AAPFU0939F1ZX',
        defaulter_name: 'x'.repeat(201),
        invoices: [
          { invoice_number: '', invoice_date: '2026-13-01', amount: '0', due_date: 'soon' },
          { invoice_number: 'x'.repeat(61), invoice_date: '2099-01-01', amount: '-5', due_date: '2026-01-01' },
          { invoice_number: 'A', invoice_date: '2026-02-01', amount: '1.234', due_date: '2026-01-01' },
          { invoice_number: 'a ', invoice_date: '2026-02-01', amount: '10', due_date: '2026-03-01' },
        ],
        advance_paid: 'lots',
        goods_accepted_on: '',
        agreed_credit_days: 400,
        contact: { name: 'R', mobile: '12345', email: 'nope' },
        remarks: 'x'.repeat(2001),
        ca_udin: 'ABC',
        terms_accepted: false,
      }),
      defaulterReportInput.safeParse({
        reporter_business_id: 1,
        defaulter_gstin: '27AAPFU0939F1ZV',
        defaulter_name: 'Slow Payer',
        invoices: [{ invoice_number: 'A-1', invoice_date: '2026-01-10', amount: '100.00', due_date: '2026-02-09' }],
        advance_paid: '100.00',
        goods_accepted_on: '2026-01-01',
        ca_udin: '26123456ABCDEF1234',
        terms_accepted: true,
      }),
      defaulterReportInput.safeParse({ invoices: Array.from({ length: 51 }, () => ({})) }),
      resubmitInput.safeParse({}),
      resubmitInput.safeParse({ note: 'x'.repeat(1901) }),
      disputeStatementSchema.safeParse(undefined),
      disputeStatementSchema.safeParse('too short'),
      disputeStatementSchema.safeParse('x'.repeat(4001)),
    ].flatMap((r) => r.error?.issues ?? []);
    const messages = [...new Set(issues.map((i) => i.message))];
    expect(messages.length).toBeGreaterThan(25);
    for (const m of messages) expectHindi(m);
  });
});

describe('the services of these calls', () => {
  const FILES = [
    'api/src/domain/defaulterCases/reportRoutes.ts',
    'api/src/domain/defaulterCases/reportService.ts',
    'api/src/domain/defaulterCases/memberCaseService.ts',
    'api/src/domain/caseNotices/noticeRoutes.ts',
    'api/src/domain/caseNotices/noticeCode.ts',
    'api/src/domain/caseNotices/noticeReplies.ts',
  ];
  const ERROR_CALL =
    /\b(?:badRequest|conflict|notFound|forbidden|tooManyRequests|unauthorized|paymentRequired|fail|fileError|HttpError|refusal|reason)\(/g;

  /** The text of each error call's arguments (up to its closing bracket). */
  function errorCalls(source: string): string[] {
    const out: string[] = [];
    for (const m of source.matchAll(ERROR_CALL)) {
      let depth = 1;
      let i = m.index! + m[0].length;
      for (; i < source.length && depth > 0; i += 1) depth += source[i] === '(' ? 1 : source[i] === ')' ? -1 : 0;
      out.push(source.slice(m.index!, i));
    }
    return out;
  }

  it('throw no text of their own: every message comes from the catalog', () => {
    let calls = 0;
    for (const file of FILES) {
      const source = fs.readFileSync(path.resolve(file), 'utf8');
      for (const call of errorCalls(source)) {
        calls += 1;
        // A template's key, codes ('wallet_short', 'LIMIT_FILE_SIZE') and separators (', ') are not text a reader sees.
        const literals = call.replace(/caseFlowMessage\(\s*'\w+'/g, '').match(/'[^']*'|"[^"]*"|`[^`]*`/g) ?? [];
        expect(
          literals.filter((l) => !/^['"`](?:[\w.-]*|[^A-Za-z]*)['"`]$/.test(l)),
          `${file}: ${call}`,
        ).toEqual([]);
      }
    }
    expect(calls).toBeGreaterThan(30);
  });
});
