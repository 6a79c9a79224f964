/**
 * The messages the product sends, as database templates (issue 20 §1): one row per key and language
 * (English and Hindi), with the DLT template id an Indian SMS needs (to be filled in by the operator once
 * DLT-registered: see docs/messaging.md) and the approved WhatsApp template name where one exists.
 * Seeded once (onConflict ignore): staff edit the texts in Settings → Templates. The keys and variables
 * are the code's (api/src/domain/messages/templateCatalog.ts); `{{brand}}` and `{{origin}}` are always given.
 */
export interface MessageTemplateSeed {
  key: string;
  language: 'en' | 'hi';
  name: string;
  channel: 'sms' | 'email' | 'whatsapp';
  subject?: string;
  body: string;
  variables: string[];
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

type Pair = {
  name: string;
  channel: 'sms' | 'email';
  variables: string[];
  en: { subject?: string; body: string };
  hi: { subject?: string; body: string };
};

const PAIRS: Record<string, Pair> = {
  'otp-sms': {
    name: 'Sign-in code (SMS)',
    channel: 'sms',
    variables: ['otp', 'expiry'],
    en: { body: 'Your {{brand}} sign-in code is {{otp}}. It expires in {{expiry}}. Do not share it with anyone.' },
    hi: { body: 'आपका {{brand}} साइन-इन कोड {{otp}} है। यह {{expiry}} में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।' },
  },
  'otp-email': {
    name: 'Sign-in code (email)',
    channel: 'email',
    variables: ['otp', 'expiry'],
    en: {
      subject: 'Your {{brand}} sign-in code',
      body: p(
        'Your {{brand}} sign-in code is <strong>{{otp}}</strong>. It expires in {{expiry}}. Do not share it with anyone.',
        'Our staff will never ask for it.',
      ),
    },
    hi: {
      subject: 'आपका {{brand}} साइन-इन कोड',
      body: p(
        'आपका {{brand}} साइन-इन कोड <strong>{{otp}}</strong> है। यह {{expiry}} में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।',
        'हमारे कर्मचारी यह कोड कभी नहीं माँगेंगे।',
      ),
    },
  },
  'verify-code-sms': {
    name: 'Verification code (SMS)',
    channel: 'sms',
    variables: ['otp', 'expiry'],
    en: { body: 'Your {{brand}} verification code is {{otp}}. It expires in {{expiry}}. Do not share it with anyone.' },
    hi: { body: 'आपका {{brand}} सत्यापन कोड {{otp}} है। यह {{expiry}} में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।' },
  },
  'verify-code-email': {
    name: 'Verification code (email)',
    channel: 'email',
    variables: ['otp', 'expiry'],
    en: {
      subject: 'Your {{brand}} verification code',
      body: p('Your {{brand}} verification code is <strong>{{otp}}</strong>. It expires in {{expiry}}. Do not share it with anyone.'),
    },
    hi: {
      subject: 'आपका {{brand}} सत्यापन कोड',
      body: p('आपका {{brand}} सत्यापन कोड <strong>{{otp}}</strong> है। यह {{expiry}} में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।'),
    },
  },
  'notice-code-sms': {
    name: 'Code to reply to a payment claim (SMS)',
    channel: 'sms',
    variables: ['otp', 'defaulter'],
    en: { body: '{{otp}} is your code to reply to the payment claim against {{defaulter}}. It is valid for 5 minutes. Do not share it.' },
    hi: { body: '{{defaulter}} के विरुद्ध भुगतान दावे का उत्तर देने के लिए आपका कोड {{otp}} है। यह 5 मिनट तक मान्य है। इसे साझा न करें।' },
  },
  'notice-code-email': {
    name: 'Code to reply to a payment claim (email)',
    channel: 'email',
    variables: ['otp', 'defaulter'],
    en: {
      subject: 'Your code to reply to a payment claim',
      body: p('{{otp}} is your code to reply to the payment claim against {{defaulter}}. It is valid for 5 minutes. Do not share it.'),
    },
    hi: {
      subject: 'भुगतान दावे का उत्तर देने के लिए आपका कोड',
      body: p('{{defaulter}} के विरुद्ध भुगतान दावे का उत्तर देने के लिए आपका कोड {{otp}} है। यह 5 मिनट तक मान्य है। इसे साझा न करें।'),
    },
  },
  'invoice-resend-sms': {
    name: 'Invoice ready (SMS)',
    channel: 'sms',
    variables: ['invoice', 'total', 'link'],
    en: { body: '{{brand}}: your GST invoice {{invoice}} of {{total}} is ready. Download it from {{link}}' },
    hi: { body: '{{brand}}: {{total}} का आपका GST इनवॉइस {{invoice}} तैयार है। इसे {{link}} से डाउनलोड करें' },
  },
  'invoice-resend-email': {
    name: 'Invoice ready (email)',
    channel: 'email',
    variables: ['name', 'invoice', 'total', 'order', 'link'],
    en: {
      subject: 'Your {{brand}} invoice {{invoice}}',
      body: p(
        'Dear {{name}},',
        'Your GST tax invoice {{invoice}} of {{total}} for order {{order}} is ready. Sign in and download it from <a href="{{link}}">{{link}}</a>.',
        'Thank you,<br>{{brand}}',
      ),
    },
    hi: {
      subject: 'आपका {{brand}} इनवॉइस {{invoice}}',
      body: p(
        'प्रिय {{name}},',
        'ऑर्डर {{order}} के लिए {{total}} का आपका GST टैक्स इनवॉइस {{invoice}} तैयार है। साइन इन करें और इसे <a href="{{link}}">{{link}}</a> से डाउनलोड करें।',
        'धन्यवाद,<br>{{brand}}',
      ),
    },
  },
  'plan-expiry-reminder-sms': {
    name: 'Plan ends soon (SMS)',
    channel: 'sms',
    variables: ['plan', 'when', 'date'],
    en: {
      body: 'Your {{plan}} plan ends {{when}}, on {{date}}. Renew it to keep reporting defaulters and checking credit without a break.',
    },
    hi: { body: 'आपका {{plan}} प्लान {{when}}, {{date}} को समाप्त हो रहा है। बिना रुकावट डिफ़ॉल्टर रिपोर्ट करने और क्रेडिट जाँचने के लिए इसे रिन्यू करें।' },
  },
  'plan-expiry-reminder-email': {
    name: 'Plan ends soon (email)',
    channel: 'email',
    variables: ['plan', 'when', 'date'],
    en: {
      subject: 'Your {{brand}} plan ends {{when}}',
      body: p(
        'Your {{plan}} plan ends {{when}}, on {{date}}. Renew it to keep reporting defaulters and checking credit without a break.',
        '<a href="/plans">Renew your plan</a>',
      ),
    },
    hi: {
      subject: 'आपका {{brand}} प्लान {{when}} समाप्त हो रहा है',
      body: p(
        'आपका {{plan}} प्लान {{when}}, {{date}} को समाप्त हो रहा है। बिना रुकावट डिफ़ॉल्टर रिपोर्ट करने और क्रेडिट जाँचने के लिए इसे रिन्यू करें।',
        '<a href="/plans">प्लान रिन्यू करें</a>',
      ),
    },
  },
  'referral-invite-sms': {
    name: 'Referral invitation (SMS)',
    channel: 'sms',
    variables: ['inviter', 'code', 'link'],
    en: {
      body: "{{inviter}} invites you to {{brand}}: report defaulters and check a buyer's credit before you sell on credit. Register with referral code {{code}}: {{link}}",
    },
    hi: {
      body: '{{inviter}} आपको {{brand}} पर आमंत्रित करते हैं: उधार बेचने से पहले डिफ़ॉल्टर रिपोर्ट करें और खरीदार का क्रेडिट जाँचें। रेफ़रल कोड {{code}} से रजिस्टर करें: {{link}}',
    },
  },
  'referral-invite-email': {
    name: 'Referral invitation (email)',
    channel: 'email',
    variables: ['inviter', 'code', 'link'],
    en: {
      subject: '{{inviter}} invites you to {{brand}}',
      body: p(
        "{{inviter}} invites you to {{brand}}: report defaulters and check a buyer's credit before you sell on credit.",
        'Register with referral code <strong>{{code}}</strong>: <a href="{{link}}">{{link}}</a>',
      ),
    },
    hi: {
      subject: '{{inviter}} आपको {{brand}} पर आमंत्रित करते हैं',
      body: p(
        '{{inviter}} आपको {{brand}} पर आमंत्रित करते हैं: उधार बेचने से पहले डिफ़ॉल्टर रिपोर्ट करें और खरीदार का क्रेडिट जाँचें।',
        'रेफ़रल कोड <strong>{{code}}</strong> से रजिस्टर करें: <a href="{{link}}">{{link}}</a>',
      ),
    },
  },
  'case-notice-sms': {
    name: 'Notice of a payment claim (SMS)',
    channel: 'sms',
    variables: ['reporter', 'reporter_gstin', 'claimed', 'defaulter', 'defaulter_gstin', 'end_date', 'link'],
    en: {
      body: '{{reporter}} (GSTIN {{reporter_gstin}}) has reported {{claimed}} as unpaid by {{defaulter}} (GSTIN {{defaulter_gstin}}). See the claim and its evidence, accept or dispute it by {{end_date}}: {{link}}',
    },
    hi: {
      body: '{{reporter}} (GSTIN {{reporter_gstin}}) ने {{defaulter}} (GSTIN {{defaulter_gstin}}) द्वारा {{claimed}} का भुगतान न किए जाने की सूचना दी है। दावा और उसके प्रमाण देखें, {{end_date}} तक स्वीकार करें या विवाद करें: {{link}}',
    },
  },
  'case-notice-email': {
    name: 'Notice of a payment claim (email)',
    channel: 'email',
    variables: ['reporter', 'reporter_gstin', 'claimed', 'defaulter', 'defaulter_gstin', 'end_date', 'link'],
    en: {
      subject: 'A payment claim against {{defaulter}}',
      body: p(
        'Dear {{defaulter}},',
        '{{reporter}} (GSTIN {{reporter_gstin}}) has reported that {{claimed}} is unpaid by your business (GSTIN {{defaulter_gstin}}). The claim has been checked by our staff.',
        'You can see the claim and its evidence, accept it, or dispute it with your statement and documents at:<br><a href="{{link}}">{{link}}</a>',
        'If you do not reply by {{end_date}}, the claim will appear in credit reports on your business. You may pay or settle at any time.',
        'This link is for your business only: please do not share it.',
      ),
    },
    hi: {
      subject: '{{defaulter}} के विरुद्ध भुगतान का दावा',
      body: p(
        'प्रिय {{defaulter}},',
        '{{reporter}} (GSTIN {{reporter_gstin}}) ने सूचना दी है कि आपके व्यवसाय (GSTIN {{defaulter_gstin}}) ने {{claimed}} का भुगतान नहीं किया है। हमारे कर्मचारियों ने इस दावे की जाँच की है।',
        'आप दावा और उसके प्रमाण यहाँ देख सकते हैं, उसे स्वीकार कर सकते हैं, या अपने कथन और दस्तावेज़ों के साथ विवाद कर सकते हैं:<br><a href="{{link}}">{{link}}</a>',
        'यदि आप {{end_date}} तक उत्तर नहीं देते, तो यह दावा आपके व्यवसाय की क्रेडिट रिपोर्ट में दिखेगा। आप कभी भी भुगतान या समझौता कर सकते हैं।',
        'यह लिंक केवल आपके व्यवसाय के लिए है: कृपया इसे साझा न करें।',
      ),
    },
  },
  'claim-accepted-sms': {
    name: 'Your claim was accepted (SMS)',
    channel: 'sms',
    variables: ['defaulter', 'defaulter_gstin', 'case_id'],
    en: { body: '{{defaulter}} (GSTIN {{defaulter_gstin}}) has accepted your claim of case #{{case_id}}.' },
    hi: { body: '{{defaulter}} (GSTIN {{defaulter_gstin}}) ने केस #{{case_id}} का आपका दावा स्वीकार कर लिया है।' },
  },
  'claim-accepted-email': {
    name: 'Your claim was accepted (email)',
    channel: 'email',
    variables: ['defaulter', 'defaulter_gstin', 'case_id'],
    en: {
      subject: 'Your claim was accepted',
      body: p('{{defaulter}} (GSTIN {{defaulter_gstin}}) has accepted your claim of case #{{case_id}}.'),
    },
    hi: {
      subject: 'आपका दावा स्वीकार हुआ',
      body: p('{{defaulter}} (GSTIN {{defaulter_gstin}}) ने केस #{{case_id}} का आपका दावा स्वीकार कर लिया है।'),
    },
  },
  'dispute-opened-sms': {
    name: 'Your claim was disputed (SMS)',
    channel: 'sms',
    variables: ['defaulter', 'defaulter_gstin', 'case_id'],
    en: {
      body: '{{defaulter}} (GSTIN {{defaulter_gstin}}) has disputed your claim of case #{{case_id}}. It is not counted against them until our staff decide; we will tell you the outcome.',
    },
    hi: {
      body: '{{defaulter}} (GSTIN {{defaulter_gstin}}) ने केस #{{case_id}} के आपके दावे पर विवाद किया है। हमारे कर्मचारियों के निर्णय तक यह उनके विरुद्ध नहीं गिना जाएगा; हम आपको परिणाम बताएँगे।',
    },
  },
  'dispute-opened-email': {
    name: 'Your claim was disputed (email)',
    channel: 'email',
    variables: ['defaulter', 'defaulter_gstin', 'case_id'],
    en: {
      subject: 'Your claim was disputed',
      body: p(
        '{{defaulter}} (GSTIN {{defaulter_gstin}}) has disputed your claim of case #{{case_id}}. It is not counted against them until our staff decide; we will tell you the outcome.',
      ),
    },
    hi: {
      subject: 'आपके दावे पर विवाद किया गया',
      body: p(
        '{{defaulter}} (GSTIN {{defaulter_gstin}}) ने केस #{{case_id}} के आपके दावे पर विवाद किया है। हमारे कर्मचारियों के निर्णय तक यह उनके विरुद्ध नहीं गिना जाएगा; हम आपको परिणाम बताएँगे।',
      ),
    },
  },
  'gstin-watch-verified-sms': {
    name: 'Watched GSTIN: case verified (SMS)',
    channel: 'sms',
    variables: ['defaulter', 'defaulter_gstin', 'outstanding'],
    en: {
      body: 'A reported due against {{defaulter}} (GSTIN {{defaulter_gstin}}), which you watch, has been verified. Outstanding now: {{outstanding}}.',
    },
    hi: {
      body: 'आपके द्वारा देखे जा रहे {{defaulter}} (GSTIN {{defaulter_gstin}}) के विरुद्ध रिपोर्ट किया गया बकाया सत्यापित हो गया है। अब बकाया: {{outstanding}}।',
    },
  },
  'gstin-watch-verified-email': {
    name: 'Watched GSTIN: case verified (email)',
    channel: 'email',
    variables: ['defaulter', 'defaulter_gstin', 'outstanding'],
    en: {
      subject: 'Update on {{defaulter}} ({{defaulter_gstin}})',
      body: p(
        'A reported due against {{defaulter}} (GSTIN {{defaulter_gstin}}), which you watch, has been verified. Outstanding now: {{outstanding}}.',
      ),
    },
    hi: {
      subject: '{{defaulter}} ({{defaulter_gstin}}) पर अपडेट',
      body: p(
        'आपके द्वारा देखे जा रहे {{defaulter}} (GSTIN {{defaulter_gstin}}) के विरुद्ध रिपोर्ट किया गया बकाया सत्यापित हो गया है। अब बकाया: {{outstanding}}।',
      ),
    },
  },
  'gstin-watch-partial-settled-sms': {
    name: 'Watched GSTIN: case partly settled (SMS)',
    channel: 'sms',
    variables: ['defaulter', 'defaulter_gstin', 'outstanding'],
    en: {
      body: 'A reported due against {{defaulter}} (GSTIN {{defaulter_gstin}}), which you watch, has been partly settled. Outstanding now: {{outstanding}}.',
    },
    hi: {
      body: 'आपके द्वारा देखे जा रहे {{defaulter}} (GSTIN {{defaulter_gstin}}) के विरुद्ध रिपोर्ट किया गया बकाया आंशिक रूप से निपट गया है। अब बकाया: {{outstanding}}।',
    },
  },
  'gstin-watch-partial-settled-email': {
    name: 'Watched GSTIN: case partly settled (email)',
    channel: 'email',
    variables: ['defaulter', 'defaulter_gstin', 'outstanding'],
    en: {
      subject: 'Update on {{defaulter}} ({{defaulter_gstin}})',
      body: p(
        'A reported due against {{defaulter}} (GSTIN {{defaulter_gstin}}), which you watch, has been partly settled. Outstanding now: {{outstanding}}.',
      ),
    },
    hi: {
      subject: '{{defaulter}} ({{defaulter_gstin}}) पर अपडेट',
      body: p(
        'आपके द्वारा देखे जा रहे {{defaulter}} (GSTIN {{defaulter_gstin}}) के विरुद्ध रिपोर्ट किया गया बकाया आंशिक रूप से निपट गया है। अब बकाया: {{outstanding}}।',
      ),
    },
  },
  'gstin-watch-full-settled-sms': {
    name: 'Watched GSTIN: case fully settled (SMS)',
    channel: 'sms',
    variables: ['defaulter', 'defaulter_gstin', 'outstanding'],
    en: {
      body: 'A reported due against {{defaulter}} (GSTIN {{defaulter_gstin}}), which you watch, has been fully settled. Outstanding now: {{outstanding}}.',
    },
    hi: {
      body: 'आपके द्वारा देखे जा रहे {{defaulter}} (GSTIN {{defaulter_gstin}}) के विरुद्ध रिपोर्ट किया गया बकाया पूरी तरह निपट गया है। अब बकाया: {{outstanding}}।',
    },
  },
  'gstin-watch-full-settled-email': {
    name: 'Watched GSTIN: case fully settled (email)',
    channel: 'email',
    variables: ['defaulter', 'defaulter_gstin', 'outstanding'],
    en: {
      subject: 'Update on {{defaulter}} ({{defaulter_gstin}})',
      body: p(
        'A reported due against {{defaulter}} (GSTIN {{defaulter_gstin}}), which you watch, has been fully settled. Outstanding now: {{outstanding}}.',
      ),
    },
    hi: {
      subject: '{{defaulter}} ({{defaulter_gstin}}) पर अपडेट',
      body: p(
        'आपके द्वारा देखे जा रहे {{defaulter}} (GSTIN {{defaulter_gstin}}) के विरुद्ध रिपोर्ट किया गया बकाया पूरी तरह निपट गया है। अब बकाया: {{outstanding}}।',
      ),
    },
  },
  'transaction-consent-request-sms': {
    name: 'Supplier asks for consent (SMS)',
    channel: 'sms',
    variables: ['supplier', 'gstin', 'buyer'],
    en: {
      body: '{{supplier}} (GSTIN {{gstin}}) asks your consent to record its credit sales to {{buyer}} on {{brand}}. Open Purchases in your account to review and agree.',
    },
    hi: {
      body: '{{supplier}} (GSTIN {{gstin}}) {{brand}} पर {{buyer}} को की गई अपनी उधार बिक्री दर्ज करने के लिए आपकी सहमति माँगता है। देखने और सहमति देने के लिए अपने खाते में खरीद खोलें।',
    },
  },
  'transaction-consent-request-email': {
    name: 'Supplier asks for consent (email)',
    channel: 'email',
    variables: ['supplier', 'gstin', 'buyer'],
    en: {
      subject: 'A supplier asks for your consent',
      body: p(
        '{{supplier}} (GSTIN {{gstin}}) asks your consent to record its credit sales to {{buyer}} on {{brand}}. Open Purchases in your account to review and agree.',
      ),
    },
    hi: {
      subject: 'एक आपूर्तिकर्ता आपकी सहमति माँगता है',
      body: p(
        '{{supplier}} (GSTIN {{gstin}}) {{brand}} पर {{buyer}} को की गई अपनी उधार बिक्री दर्ज करने के लिए आपकी सहमति माँगता है। देखने और सहमति देने के लिए अपने खाते में खरीद खोलें।',
      ),
    },
  },
};

export const MESSAGE_TEMPLATE_SEEDS: MessageTemplateSeed[] = Object.entries(PAIRS).flatMap(([key, t]) =>
  (['en', 'hi'] as const).map((language) => ({
    key,
    language,
    name: language === 'en' ? t.name : `${t.name} — हिंदी`,
    channel: t.channel,
    subject: t[language].subject,
    body: t[language].body,
    variables: t.variables,
  })),
);
