/** Hindi texts of the member dashboard and the claims page; the same keys as memberArea.en.ts. */
import type { memberAreaEn } from './memberArea.en';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const memberAreaHi: Texts<typeof memberAreaEn> = {
  needsAction: 'आपके ध्यान की ज़रूरत',
  nothingToDo: 'अभी किसी चीज़ पर आपके ध्यान की ज़रूरत नहीं है।',
  action: {
    settlement_step: '{{counterparty}} के साथ निपटान: {{step}}',
    claim_reply: '{{reporter}} ने आपके व्यवसाय की रिपोर्ट की है। {{until}} तक जवाब दें: भुगतान करें, निपटान करें या आपत्ति दर्ज करें।',
    case_documents: '{{name}} पर आपकी रिपोर्ट के लिए और दस्तावेज़ चाहिए।',
    plan_expiring_one: 'आपका {{plan}} प्लान {{count}} दिन में समाप्त होगा।',
    plan_expiring_other: 'आपका {{plan}} प्लान {{count}} दिनों में समाप्त होगा।',
    no_plan: 'आपके व्यवसायों पर कोई प्लान नहीं चल रहा है। डिफ़ॉल्टर की रिपोर्ट करने और क्रेडिट रिपोर्ट निकालने के लिए एक प्लान चुनें।',
    add_business: 'शुरू करने के लिए अपना व्यवसाय उसके GSTIN से जोड़ें।',
  },
  open: 'खोलें',
  plan: {
    endsOn: '{{date}} को समाप्त',
    daysLeft_one: '{{count}} दिन बाकी',
    daysLeft_other: '{{count}} दिन बाकी',
    renew: 'नवीनीकरण करें',
    queued: 'नवीनीकरण खरीदा जा चुका है: यह प्लान समाप्त होने पर शुरू होगा।',
    without_one: '{{count}} व्यवसाय पर कोई प्लान नहीं है।',
    without_other: '{{count}} व्यवसायों पर कोई प्लान नहीं है।',
    more_one: 'और {{count}} प्लान',
    more_other: 'और {{count}} प्लान',
  },
  cases: {
    total_one: '{{count}} मामला रिपोर्ट किया',
    total_other: '{{count}} मामले रिपोर्ट किए',
    due: 'दावा',
    settled: 'निपटाया गया',
    outstanding: 'बकाया',
    report: 'डिफ़ॉल्टर की रिपोर्ट करें',
    view: 'मेरे मामले देखें',
  },
  claims: {
    title: 'मेरे व्यवसायों पर दावे',
    intro:
      'दूसरे व्यवसायों ने आपके उस व्यवसाय के विरुद्ध जो रिपोर्ट की है जिसका नियंत्रण आपने साबित किया है। समय-सीमा में जवाब दें: भुगतान करें, निपटान करें, या दस्तावेज़ों के साथ आपत्ति दर्ज करें।',
    none: 'आपके किसी व्यवसाय की रिपोर्ट नहीं हुई है।',
    open_one: 'आपके व्यवसायों पर {{count}} खुला दावा',
    open_other: 'आपके व्यवसायों पर {{count}} खुले दावे',
    viewAll: 'सभी दावे देखें',
    against: '{{name}} के विरुद्ध · {{gstin}}',
    reportedBy: '{{name}} ने {{date}} को रिपोर्ट किया',
    replyBy: '{{date}} तक जवाब दें',
    accepted: 'आपने यह दावा {{date}} को स्वीकार किया।',
    dispute: {
      open: 'आपकी आपत्ति हमारी टीम के पास है। वे {{date}} तक निर्णय लेंगे।',
      upheld: 'आपकी आपत्ति स्वीकार की गई।',
      rejected: 'आपकी आपत्ति स्वीकार नहीं की गई।',
    },
    openSettlement: 'निपटान शुरू करें',
    viewSettlement: 'निपटान देखें',
    noticeHint:
      'दावा स्वीकार करने या आपत्ति दर्ज करने के लिए, व्यवसाय के पंजीकृत मोबाइल और ईमेल पर भेजे गए नोटिस के लिंक का उपयोग करें। निपटान यहीं से होता है।',
    unproven: 'जिस व्यवसाय का नियंत्रण आपने साबित नहीं किया है, उस पर दावे नहीं दिखते।',
    proveControl: 'मेरे व्यवसाय में नियंत्रण साबित करें',
  },
  settlements: {
    title: 'खुले निपटान',
    none: 'कोई निपटान खुला नहीं है।',
    viewAll: 'सभी निपटान देखें',
    paidOf: '{{amount}} में से {{paid}} का भुगतान',
  },
};
