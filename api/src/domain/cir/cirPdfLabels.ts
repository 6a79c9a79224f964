/**
 * Every word the CIR PDF prints, in English and Hindi (cirPdf.ts). `{name}` marks a value filled in by
 * `fill`. Values — names, GSTINs, amounts, dates ('DD, Mon, YYYY') — are printed as they are in both
 * languages; the reasons come with both sentences in the snapshot. Hindi case statuses are the portal's
 * (CASE_STATUS_LABELS_HI in contracts/caseTransitions.ts).
 */
import type { CirPurpose } from '../../contracts/cir';

export type CirPdfLanguage = 'en' | 'hi';

const en = {
  title: 'Credit information report',
  reportNo: 'Report no.',
  generatedOn: 'Generated on',
  verificationCode: 'Verification code',
  snapshot: 'This report shows what {brand} held about the business on {date}. A new report can be generated at any time.',
  business: 'The business',
  legalName: 'Legal name',
  tradeName: 'Trade name',
  gstin: 'GSTIN',
  pan: 'PAN',
  state: 'State',
  otherGstins: 'Other GSTINs of this PAN',
  registrationAge: 'GST registration age',
  days: '{n} days',
  oneDay: '1 day',
  daysAboutYears: '{n} days (about {y} years)',
  daysAboutOneYear: '{n} days (about 1 year)',
  notKnown: 'Not known',
  score: 'Credit score',
  outOf: 'out of 900',
  band: 'Band',
  reasons: 'What lowered the score',
  pointsLost: '−{n} points',
  noReasons: 'Nothing lowered the score: it is the highest there is.',
  noHistory: 'No credit history',
  noHistoryText:
    'There is no listed default, no settled default and no credit purchase recorded by a supplier for this business, so there is nothing to score yet. This is neither a good nor a bad sign: check the business in other ways before giving credit.',
  summary: 'Summary',
  listedCases: 'Defaults listed now',
  distinctReporters: 'Suppliers who reported',
  openDisputes: 'Cases under dispute',
  outstanding: 'Outstanding',
  settled: 'Settled',
  writtenOff: 'Written off',
  msmedInterest: 'MSMED Act interest due',
  oldestOverdue: 'Oldest unpaid due',
  daysPastDue: '{n} days past due',
  casesByStatus: 'Cases by status',
  purchases: 'Credit purchases recorded by suppliers',
  purchasesValue: '{a} paid on time · {b} paid late · {c} overdue',
  cases: 'Reported cases',
  noCases: 'No case has been reported against this business.',
  colCase: 'Case',
  colReporter: 'Reported by',
  colStatus: 'Status',
  colAmounts: 'Amounts',
  colDates: 'Dates',
  due: 'Due',
  outstandingShort: 'Outstanding',
  settledShort: 'Settled',
  writtenOffShort: 'Written off',
  msmedShort: 'MSMED interest',
  dueDate: 'Due date',
  reportedOn: 'Reported',
  listedFrom: 'Counts from',
  notCounted: 'Does not count',
  dispute: 'The business disputes this case ({status}, raised {date}):',
  disputeDecided: 'The business disputed this case ({status}, raised {date}, decided {decided}):',
  settlements: 'Settlement history',
  noSettlements: 'No settlement has been recorded.',
  colSettledOn: 'Settled on',
  colAmount: 'Amount',
  colTiming: 'Against the due date',
  daysAfterDue: '{n} days after',
  onDueDate: 'On the due date',
  daysBeforeDue: '{n} days before',
  trends: 'The last 24 months',
  newDue: 'Newly reported dues',
  settledLegend: 'Settled',
  newCases: 'New cases',
  noTrends: 'Nothing was reported or settled in the last 24 months.',
  enquiries: 'Who looked at this business',
  noEnquiries: 'No member has looked at this business’s report yet.',
  enquiryCounts: 'Members generated {a} reports on this business in the last 30 days and {b} in the last 12 months.',
  colDate: 'Date',
  colMember: 'Member',
  colPurpose: 'Purpose',
  verifyTitle: 'Is this report genuine?',
  verifyText: 'Scan or open {url} to check this report is genuine: that page shows its key figures and the same fingerprint.',
  fingerprint: 'Fingerprint (SHA-256)',
  notice:
    'Cases are reported by members with their invoices and checked by the {brand} team; the reported business can dispute any of them. Use this report together with your own judgement.',
  footer: '{brand} credit information report no. {id} · generated {date}',
  page: 'Page {n} of {total}',
};

export type CirPdfLabels = typeof en;

const hi: CirPdfLabels = {
  title: 'क्रेडिट सूचना रिपोर्ट',
  reportNo: 'रिपोर्ट संख्या',
  generatedOn: 'बनाने की तिथि',
  verificationCode: 'सत्यापन कोड',
  snapshot: 'यह रिपोर्ट दिखाती है कि {date} को {brand} के पास इस व्यवसाय के बारे में क्या जानकारी थी। नई रिपोर्ट कभी भी बनाई जा सकती है।',
  business: 'व्यवसाय',
  legalName: 'वैधानिक नाम',
  tradeName: 'व्यापारिक नाम',
  gstin: 'GSTIN',
  pan: 'PAN',
  state: 'राज्य',
  otherGstins: 'इसी PAN के अन्य GSTIN',
  registrationAge: 'GST पंजीकरण की अवधि',
  days: '{n} दिन',
  oneDay: '1 दिन',
  daysAboutYears: '{n} दिन (लगभग {y} वर्ष)',
  daysAboutOneYear: '{n} दिन (लगभग 1 वर्ष)',
  notKnown: 'ज्ञात नहीं',
  score: 'क्रेडिट स्कोर',
  outOf: '900 में से',
  band: 'श्रेणी',
  reasons: 'स्कोर किन कारणों से घटा',
  pointsLost: '−{n} अंक',
  noReasons: 'स्कोर किसी कारण से नहीं घटा: यह सबसे ऊँचा स्कोर है।',
  noHistory: 'कोई क्रेडिट इतिहास नहीं',
  noHistoryText:
    'इस व्यवसाय की न कोई दर्ज भुगतान चूक है, न कोई निपटाई गई चूक, और न ही किसी आपूर्तिकर्ता द्वारा दर्ज कोई उधार खरीद, इसलिए अभी स्कोर देने का कोई आधार नहीं है। यह न अच्छा संकेत है, न बुरा: उधार देने से पहले व्यवसाय को दूसरे तरीकों से भी जाँचें।',
  summary: 'सारांश',
  listedCases: 'अभी दर्ज भुगतान चूकें',
  distinctReporters: 'रिपोर्ट करने वाले आपूर्तिकर्ता',
  openDisputes: 'विवादित मामले',
  outstanding: 'बकाया राशि',
  settled: 'निपटाई गई राशि',
  writtenOff: 'बट्टे खाते में डाली गई राशि',
  msmedInterest: 'MSMED अधिनियम के अंतर्गत देय ब्याज',
  oldestOverdue: 'सबसे पुराना बकाया',
  daysPastDue: 'नियत तिथि से {n} दिन ऊपर',
  casesByStatus: 'स्थिति के अनुसार मामले',
  purchases: 'आपूर्तिकर्ताओं द्वारा दर्ज उधार खरीद',
  purchasesValue: '{a} समय पर चुकाई गईं · {b} देर से चुकाई गईं · {c} अतिदेय',
  cases: 'रिपोर्ट किए गए मामले',
  noCases: 'इस व्यवसाय के विरुद्ध कोई मामला रिपोर्ट नहीं हुआ है।',
  colCase: 'मामला',
  colReporter: 'रिपोर्टकर्ता',
  colStatus: 'स्थिति',
  colAmounts: 'राशियाँ',
  colDates: 'तिथियाँ',
  due: 'देय',
  outstandingShort: 'बकाया',
  settledShort: 'निपटाया गया',
  writtenOffShort: 'बट्टे खाते में',
  msmedShort: 'MSMED ब्याज',
  dueDate: 'नियत तिथि',
  reportedOn: 'रिपोर्ट की गई',
  listedFrom: 'गिनती आरंभ',
  notCounted: 'गिना नहीं जाता',
  dispute: 'व्यवसाय इस मामले पर विवाद करता है ({status}, {date} को उठाया गया):',
  disputeDecided: 'व्यवसाय ने इस मामले पर विवाद किया ({status}, {date} को उठाया गया, {decided} को निर्णय):',
  settlements: 'निपटान इतिहास',
  noSettlements: 'कोई निपटान दर्ज नहीं है।',
  colSettledOn: 'निपटान तिथि',
  colAmount: 'राशि',
  colTiming: 'नियत तिथि की तुलना में',
  daysAfterDue: '{n} दिन बाद',
  onDueDate: 'नियत तिथि पर',
  daysBeforeDue: '{n} दिन पहले',
  trends: 'पिछले 24 महीने',
  newDue: 'नई रिपोर्ट की गई बकाया राशि',
  settledLegend: 'निपटाई गई राशि',
  newCases: 'नए मामले',
  noTrends: 'पिछले 24 महीनों में न कुछ रिपोर्ट हुआ, न कुछ निपटाया गया।',
  enquiries: 'इस व्यवसाय की रिपोर्ट किसने देखी',
  noEnquiries: 'अभी तक किसी सदस्य ने इस व्यवसाय की रिपोर्ट नहीं देखी है।',
  enquiryCounts: 'सदस्यों ने इस व्यवसाय पर पिछले 30 दिनों में {a} और पिछले 12 महीनों में {b} रिपोर्ट बनाईं।',
  colDate: 'तिथि',
  colMember: 'सदस्य',
  colPurpose: 'उद्देश्य',
  verifyTitle: 'क्या यह रिपोर्ट असली है?',
  verifyText: 'यह रिपोर्ट असली है, यह जाँचने के लिए स्कैन करें या {url} खोलें: वह पृष्ठ इसके मुख्य आँकड़े और यही फ़िंगरप्रिंट दिखाता है।',
  fingerprint: 'फ़िंगरप्रिंट (SHA-256)',
  notice:
    'मामले सदस्य अपने बीजकों के साथ रिपोर्ट करते हैं और {brand} टीम उनकी जाँच करती है; रिपोर्ट किया गया व्यवसाय किसी भी मामले पर विवाद कर सकता है। इस रिपोर्ट का उपयोग अपने विवेक के साथ करें।',
  footer: '{brand} क्रेडिट सूचना रिपोर्ट संख्या {id} · {date} को बनाई गई',
  page: 'पृष्ठ {n} / {total}',
};

export const CIR_PDF_LABELS: Record<CirPdfLanguage, CirPdfLabels> = { en, hi };

export const CIR_PURPOSE_LABELS: Record<CirPdfLanguage, Record<CirPurpose, string>> = {
  en: {
    new_credit: 'Before giving new credit',
    credit_review: 'Reviewing credit already given',
    collection: 'Collecting a due',
    own_business: 'Own business',
    other: 'Other',
  },
  hi: {
    new_credit: 'नया उधार देने से पहले',
    credit_review: 'दिए गए उधार की समीक्षा',
    collection: 'बकाया वसूली',
    own_business: 'अपना व्यवसाय',
    other: 'अन्य',
  },
};

export const DISPUTE_STATUS_LABELS: Record<CirPdfLanguage, Record<'open' | 'upheld' | 'rejected', string>> = {
  en: { open: 'open', upheld: 'upheld', rejected: 'rejected' },
  hi: { open: 'निर्णय बाकी', upheld: 'स्वीकार किया गया', rejected: 'अस्वीकार किया गया' },
};

/** The spec's band names (§3) in Hindi; a band staff renamed is printed as it is. */
const BAND_NAMES_HI: Record<string, string> = {
  Unacceptable: 'अस्वीकार्य',
  'Very Poor': 'बहुत खराब',
  Poor: 'खराब',
  Average: 'औसत',
  Good: 'अच्छा',
  'Very Good': 'बहुत अच्छा',
  Excellent: 'उत्कृष्ट',
};

/** 'Average' in English; 'औसत (Average)' in Hindi, so the page still matches what the verification link shows. */
export function bandLabel(name: string, lang: CirPdfLanguage): string {
  const hindi = lang === 'hi' ? BAND_NAMES_HI[name] : undefined;
  return hindi ? `${hindi} (${name})` : name;
}

/** Fills `{name}` placeholders: fill('{n} days', { n: 3 }) → '3 days'. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
