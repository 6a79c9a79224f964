/**
 * Hindi for what the defaulter-case calls answer (api/src/contracts/caseFlowMessages.ts) and for their
 * form rules (REPORT_MESSAGES, the dispute statement, amounts, UDIN). Keyed by the catalog's names, so a
 * message added there without its Hindi here does not compile. Templates keep their `{names}`: the value
 * is put back as it came (a file name, an amount), except `{message}`, which is translated in turn.
 */
import {
  CASE_FLOW_MESSAGES,
  CASE_FLOW_TEMPLATES,
  DISPUTE_MESSAGES,
  REPORT_MESSAGES,
  type CaseFlowMessage,
  type CaseFlowTemplate,
} from '@bakaya/api/contracts';
import { MONEY_MESSAGES, UDIN_MESSAGES } from '@bakaya/api/validation';

export const caseFlowHi: Record<CaseFlowMessage, string> = {
  reportAsMultipart: 'रिपोर्ट multipart/form-data के रूप में भेजें: "report" फ़ील्ड और दस्तावेज़।',
  sendReport: 'रिपोर्ट भेजें।',
  reportUnreadable: 'रिपोर्ट का विवरण पढ़ा नहीं जा सका। कृपया फिर से भेजें।',
  notJson: 'यह मान्य JSON नहीं है।',
  reportMissing: 'रिपोर्ट का विवरण "report" फ़ील्ड में भेजें।',
  sendReportDetails: 'रिपोर्ट का विवरण भेजें।',
  fixFields: 'कृपया चिह्नित फ़ील्ड ठीक करें।',
  reportMaxFiles: 'एक रिपोर्ट में अधिकतम 25 फ़ाइलें हो सकती हैं।',
  checkDocuments: 'कृपया संलग्न दस्तावेज़ जाँचें।',
  attachInvoice: 'कृपया इनवॉइस संलग्न करें (PDF, JPEG या PNG)।',
  attachLedgerCertificate: 'कृपया लेजर प्रमाणपत्र संलग्न करें (PDF, JPEG या PNG)।',
  attachCaCertificate: 'कृपया CA प्रमाणपत्र संलग्न करें (PDF, JPEG या PNG)।',
  businessNotFound: 'यह व्यवसाय आपके व्यवसायों में नहीं मिला।',
  businessInactive: 'यह व्यवसाय सक्रिय नहीं है, इसलिए यह डिफ़ॉल्टर की रिपोर्ट नहीं कर सकता।',
  chooseActiveBusiness: 'कोई सक्रिय व्यवसाय चुनें।',
  businessNotVerified: 'इस व्यवसाय से डिफ़ॉल्टर की रिपोर्ट करने से पहले कृपया इसका GSTIN सत्यापित करें।',
  gstinNotVerified: 'इस व्यवसाय का GSTIN अभी सत्यापित नहीं है।',
  selfReport: 'कोई व्यवसाय अपनी ही रिपोर्ट नहीं कर सकता।',
  ownGstin: 'यह रिपोर्ट करने वाले व्यवसाय का ही GSTIN है।',
  invoiceJustReported: 'इनमें से एक इनवॉइस की रिपोर्ट इसी खरीदार के विरुद्ध अभी-अभी की गई है।',
  alreadyReported: 'पहले ही रिपोर्ट हो चुका है।',
  includedInPlan: 'डिफ़ॉल्टर की रिपोर्ट करना आपके प्लान में शामिल है।',
  needsPlan: 'इसके लिए एक सक्रिय सदस्यता प्लान चाहिए। आगे बढ़ने के लिए कृपया एक प्लान चुनें।',
  planEnded: 'आपका सदस्यता प्लान समाप्त हो गया है। आगे बढ़ने के लिए कृपया इसे नवीनीकृत करें।',
  caseNotFound: 'यह मामला आपके रिपोर्ट किए गए डिफ़ॉल्टरों में नहीं मिला।',
  onlyMoreDocuments: 'केवल वही मामला दोबारा भेजा जा सकता है जिसमें और दस्तावेज़ माँगे गए हैं।',
  resubmitted: 'समीक्षा के लिए दोबारा भेज दिया गया',
  listFilters: 'कृपया सूची के फ़िल्टर ठीक करें।',
  listPage: 'पेज 1 से शुरू होने वाली पूरी संख्या होता है।',
  listPerPage: 'एक पेज पर 1 से 100 मामले दिखाएँ।',
  listStatus: 'मामले की कोई एक स्थिति चुनें।',
  noticeNotFound:
    'यह नोटिस नहीं मिला। हो सकता है लिंक गलत लिखा गया हो, या उसकी जगह नया नोटिस आ गया हो — कृपया अपने सबसे नए संदेश में दिया गया लिंक इस्तेमाल करें।',
  noticeNoContacts: 'इस नोटिस पर आपके व्यवसाय का कोई मोबाइल नंबर या ईमेल दर्ज नहीं है। उत्तर देने के लिए कृपया हमारी सहायता लाइन पर कॉल करें।',
  noticeTooManyCodes: 'इस नोटिस के लिए बहुत सारे कोड माँगे गए हैं। कृपया 15 मिनट बाद फिर कोशिश करें।',
  enterCode: 'हमारे भेजे गए 6 अंकों का कोड दर्ज करें।',
  codeUsed: 'यह कोड पहले ही इस्तेमाल हो चुका है या भेजा ही नहीं गया। कृपया नया कोड माँगें।',
  codeExpired: 'इस कोड की अवधि समाप्त हो गई है। कृपया नया कोड माँगें।',
  codeLocked: 'बहुत सारे गलत कोड। कृपया नया कोड माँगें।',
  wrongCodeOneLeft: 'यह कोड सही नहीं है। 1 प्रयास बाकी है।',
  alreadyDisputed: 'इस दावे पर पहले से विवाद दर्ज है; हमारे कर्मचारी निर्णय लेकर आपको बताएँगे।',
  closedForAccept: 'यह दावा अब स्वीकार नहीं किया जा सकता: यह बंद हो चुका है।',
  closedForDispute: 'इस दावे पर अब विवाद नहीं किया जा सकता: यह बंद हो चुका है।',
  alreadyAccepted: 'आप यह दावा पहले ही स्वीकार कर चुके हैं।',
  disputeAsMultipart: 'विवाद multipart/form-data के रूप में भेजें: कोड, बयान और दस्तावेज़।',
  tooManyDocuments: 'अधिकतम 5 दस्तावेज़ संलग्न करें।',
  uploadUnreadable: 'अपलोड पढ़ा नहीं जा सका। कृपया फिर कोशिश करें।',
  uploadNoBoundary:
    'अपलोड के Content-Type हेडर में multipart boundary नहीं है। multipart/form-data का मुख्य भाग और उसका हेडर अपने HTTP क्लाइंट को बनाने दें।',
  uploadTruncated: 'अपलोड अपने आख़िरी हिस्से से पहले ही ख़त्म हो गया: मुख्य भाग अधूरा है। कृपया इसे फिर से भेजें।',
  uploadBadPartHeader: 'अपलोड के एक हिस्से का हेडर गलत है। हर हिस्से में Content-Disposition: form-data; name="file" जैसा हेडर होना चाहिए।',
  uploadBadContentType: 'अपलोड का Content-Type हेडर पढ़ा नहीं जा सका। boundary के साथ multipart/form-data भेजें।',
  uploadInterrupted: 'अपलोड पहुँचने से पहले ही रुक गया। कृपया इसे फिर से भेजें।',
  uploadTooManyParts: 'अपलोड में बहुत सारे फ़ील्ड या हिस्से हैं।',
  uploadBadFieldName: 'अपलोड के किसी फ़ील्ड का नाम नहीं है, बहुत लंबा है या पढ़ा नहीं जा सकता।',
  fileEmpty: 'फ़ाइल खाली है।',
  nulField: 'इसमें NUL अक्षर (\\u0000) नहीं होना चाहिए।',
  signIn: 'आगे बढ़ने के लिए कृपया साइन इन करें।',
  bodyNotObject: 'अनुरोध का मुख्य भाग एक JSON ऑब्जेक्ट होना चाहिए।',
  bodyNotJson: 'अनुरोध का मुख्य भाग मान्य JSON नहीं है।',
  bodyTooLarge: 'अनुरोध का मुख्य भाग बहुत बड़ा है।',
  serverError: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
  busy: 'अभी हम बहुत व्यस्त हैं। कृपया कुछ सेकंड बाद फिर कोशिश करें।',
  networkTooManyCodes: 'आपके नेटवर्क से बहुत सारे कोड माँगे गए हैं। कृपया कुछ देर बाद फिर कोशिश करें।',
  networkTooManyNoticeAttempts: 'आपके नेटवर्क से नोटिस का उत्तर देने की बहुत सारी कोशिशें हुई हैं। कृपया कुछ देर बाद फिर कोशिश करें।',
  aadhaarChecksOnRequest: 'इस निपटान अनुरोध पर आधार जाँच की सीमा पूरी हो गई है। कृपया हमारी सहायता टीम से संपर्क करें।',
  aadhaarChecksToday: 'आपने पिछले 24 घंटों में बहुत सारी आधार जाँचें की हैं। कृपया कुछ देर बाद फिर कोशिश करें।',
  bankChecksOnRequest: 'इस निपटान अनुरोध पर बैंक खाते की जाँच की सीमा पूरी हो गई है। कृपया हमारी सहायता टीम से संपर्क करें।',
  bankChecksToday: 'आपने पिछले 24 घंटों में बहुत सारी बैंक खाता जाँचें की हैं। कृपया कुछ देर बाद फिर कोशिश करें।',
};

export const caseFlowTemplatesHi: Record<CaseFlowTemplate, string> = {
  fileTooLargeIn: '{field}: एक फ़ाइल {size} से बड़ी है।',
  unknownFileField: 'बहुत सारी फ़ाइलें हैं, या कोई फ़ाइल अज्ञात फ़ील्ड ({field}) में है।',
  uploadAsMultipart: 'इसे multipart/form-data के रूप में भेजें, फ़ाइल "{field}" फ़ील्ड में।',
  uploadFieldTooLong: 'फ़ील्ड "{field}" बहुत लंबा है।',
  atMostFilesHere: 'यहाँ अधिकतम {max} फ़ाइल(ें) संलग्न करें।',
  fileRefused: '“{file}”: {message}',
  onlyFileTypes: 'यहाँ केवल {types} फ़ाइलें अपलोड की जा सकती हैं; यह फ़ाइल इनमें से कोई नहीं है।',
  wrongExtension: 'फ़ाइल की सामग्री {type} है; इसका नाम .{ext} एक्सटेंशन के साथ रखें।',
  nulCharacter: '{field} में NUL अक्षर (\\u0000) है, जिसकी अनुमति नहीं है।',
  invoiceTakenHere: 'इनवॉइस {invoice} की रिपोर्ट इस खरीदार के विरुद्ध पहले ही की जा चुकी है।',
  invoicesTaken: 'इस व्यवसाय ने इनवॉइस {invoices} की रिपोर्ट {gstin} के विरुद्ध पहले ही कर दी है।',
  walletShort: 'इस डिफ़ॉल्टर की रिपोर्ट करने के लिए अपने वॉलेट में {shortfall} जोड़ें: रिपोर्ट की लागत {total} है और आपके वॉलेट में {held} हैं।',
  reportCosts: 'डिफ़ॉल्टर की रिपोर्ट करने की लागत {total} ({fee} + GST) है, जो आपके वॉलेट से ली जाएगी।',
  noRecord: 'id "{id}" का कोई रिकॉर्ड नहीं है।',
  noCase: 'id "{id}" का कोई डिफ़ॉल्टर मामला नहीं है।',
  waitForCode: 'अभी-अभी एक कोड भेजा गया है। नया कोड माँगने से पहले कृपया {seconds} सेकंड रुकें।',
  wrongCode: 'यह कोड सही नहीं है। {count} प्रयास बाकी हैं।',
};

export const reportHi: Record<keyof typeof REPORT_MESSAGES, string> = {
  created: 'रिपोर्ट सफलतापूर्वक बन गई',
  invoiceNumber: 'कृपया इनवॉइस नंबर दर्ज करें',
  invoiceNumberRepeated: 'यह इनवॉइस नंबर इस रिपोर्ट में पहले से है',
  dateFormat: 'तारीख YYYY-MM-DD के रूप में दर्ज करें',
  dateFuture: 'तारीख आज के बाद की नहीं हो सकती',
  dueBeforeInvoice: 'देय तारीख इनवॉइस की तारीख से पहले की नहीं हो सकती',
  amountPositive: 'राशि ₹0 से अधिक होनी चाहिए',
  invoicesRequired: 'कम से कम एक इनवॉइस जोड़ें',
  invoicesTooMany: 'एक रिपोर्ट में अधिकतम 50 इनवॉइस हो सकते हैं',
  advanceTooLarge: 'अग्रिम राशि इनवॉइस के कुल योग से कम होनी चाहिए',
  acceptedBeforeInvoice: 'माल पहली इनवॉइस की तारीख से पहले स्वीकार नहीं किया जा सकता',
  creditDays: 'तय उधार अवधि 0 से 365 तक के पूरे दिनों में दर्ज करें',
  terms: 'डिफ़ॉल्टर की रिपोर्ट करने के लिए कृपया शर्तें स्वीकार करें',
  name: 'कृपया खरीदार का नाम दर्ज करें',
  business: 'कृपया अपना कोई सत्यापित व्यवसाय चुनें',
  contactName: 'कृपया संपर्क व्यक्ति का नाम दर्ज करें',
  invoiceNumberTooLong: 'इनवॉइस नंबर में अधिकतम 60 अक्षर हो सकते हैं',
  nameTooLong: 'अधिकतम 200 अक्षर',
  contactNameTooLong: 'अधिकतम 120 अक्षर',
  remarksTooLong: 'अधिकतम 2000 अक्षर',
  resubmitNote: 'कृपया बताएँ कि आपने क्या जोड़ा या बदला',
  resubmitNoteTooLong: 'अधिकतम 1900 अक्षर',
};

const disputeHi: Record<keyof typeof DISPUTE_MESSAGES, string> = {
  statementRequired: 'अपना बयान लिखें: दावा सही क्यों नहीं है (कम से कम 20 अक्षर)।',
  statementTooShort: 'कम से कम 20 अक्षर लिखें: बताएँ कि दावा सही क्यों नहीं है।',
  statementTooLong: 'बयान में अधिकतम 4000 अक्षर हो सकते हैं।',
};

const moneyHi: Record<keyof typeof MONEY_MESSAGES, string> = {
  required: 'कृपया राशि दर्ज करें',
  invalid: 'राशि रुपयों में दर्ज करें, अधिकतम 2 दशमलव तक, जैसे 125000.50',
  negative: 'राशि ऋणात्मक नहीं हो सकती',
  tooLarge: 'राशि ₹9,99,99,99,99,999.99 से अधिक नहीं हो सकती',
};

const udinHi: Record<keyof typeof UDIN_MESSAGES, string> = {
  required: 'कृपया UDIN दर्ज करें',
  invalid: 'ICAI पोर्टल से मिला 18 अक्षरों का UDIN दर्ज करें, जैसे 26123456ABCDEF1234',
};

const byText = <K extends string>(english: Record<K, string>, hindi: Record<K, string>) =>
  Object.fromEntries((Object.keys(english) as K[]).map((k) => [english[k], hindi[k]]));

/** English message → Hindi, for the messages without values. */
export const caseFlowServerMessagesHi: Record<string, string> = {
  ...byText(CASE_FLOW_MESSAGES, caseFlowHi),
  ...byText(REPORT_MESSAGES, reportHi),
  ...byText(DISPUTE_MESSAGES, disputeHi),
  ...byText(MONEY_MESSAGES, moneyHi),
  ...byText(UDIN_MESSAGES, udinHi),
};

/** Each template as [its English, its Hindi], for messages with values. */
export const caseFlowTemplatesHiPairs: ReadonlyArray<[string, string]> = (Object.keys(CASE_FLOW_TEMPLATES) as CaseFlowTemplate[]).map(
  (k) => [CASE_FLOW_TEMPLATES[k], caseFlowTemplatesHi[k]],
);
