/** Hindi texts of the MSMED Act interest card: the same keys as interest.en.ts. */
import type { interestEn } from './interest.en';

export const interestHi: typeof interestEn = {
  title: 'MSMED अधिनियम, 2006 (धारा 15–16) के तहत ब्याज',
  principal: 'बकाया राशि',
  period: 'ब्याज की अवधि',
  rate: 'ब्याज दर',
  rateValue: '{{rate}}% सालाना',
  rateNote: 'RBI बैंक दर का तीन गुना, हर महीने चक्रवृद्धि',
  interest: 'अब तक का ब्याज',
  total: 'ब्याज सहित राशि',
  explanation:
    'माल या सेवाएँ {{accepted}} को स्वीकार की गईं, इसलिए भुगतान {{dueBy}} तक करना था। भुगतान न होने के कारण MSMED अधिनियम {{appointed}} से चक्रवृद्धि ब्याज जोड़ता है; यह हिसाब {{asOf}} तक का है।',
  noAgreement: 'कोई उधार अवधि तय नहीं हुई थी, इसलिए अधिनियम 15 दिन देता है।',
  agreed: 'तय की गई उधार अवधि {{days}} दिन है।',
  capped: 'समझौते में {{days}} दिन दिए गए थे, पर अधिनियम अधिकतम 45 दिन मानता है, इसलिए 45 दिन गिने गए हैं।',
  acceptedFromDueDate: 'स्वीकार करने की तारीख दर्ज नहीं है, इसलिए दावे की देय तारीख ली गई है।',
  howWorkedOut: 'हिसाब कैसे लगाया गया',
  segment: '{{from}} से {{to}}: {{days}} दिन, {{balance}} पर {{rate}}% = {{interest}}',
  notApplicableTitle: 'MSMED अधिनियम का ब्याज नहीं दिखाया गया है',
  reasons: {
    not_micro_or_small: 'यह ब्याज सूक्ष्म और लघु उद्यमों के लिए है। इसका दावा करने के लिए अपने व्यवसाय में Udyam विवरण (उद्यम का प्रकार और Udyam नंबर) जोड़ें।',
    no_udyam: 'इस ब्याज का दावा करने के लिए अपने व्यवसाय का Udyam पंजीकरण नंबर जोड़ें।',
    nothing_outstanding: 'इस दावे पर कुछ भी बकाया नहीं है, इसलिए कोई ब्याज देय नहीं है।',
    not_yet_overdue: 'भुगतान की तारीख अभी निकली नहीं है। अगर तब भी भुगतान न हो, तो ब्याज {{appointed}} से शुरू होगा।',
    no_bank_rate: 'अभी ब्याज का हिसाब नहीं लग सकता, क्योंकि इस अवधि की RBI बैंक दर अभी दर्ज नहीं है। कृपया बाद में फिर देखें, या हमारी सहायता टीम से पूछें।',
    case_closed: 'यह मामला बंद हो चुका है, इसलिए ब्याज नहीं दिखाया गया है।',
  },
};
