/**
 * Hindi texts of the notifications page: the same keys as notifications.en.ts. Each kind's text names
 * the same `{placeholders}` as its English (tests/notifications/notificationCatalog.test.ts).
 */
import type { NotificationKind } from '@bakaya/api/contracts';

export const notificationKindsHi: Record<NotificationKind, string> = {
  case_verified: '{defaulter_name} पर आपकी रिपोर्ट (मामला #{case_id}) सत्यापित हो गई है और अब रिकॉर्ड में है।',
  case_needs_documents: '{defaulter_name} पर आपकी रिपोर्ट (मामला #{case_id}) के लिए और दस्तावेज़ चाहिए। क्या माँगा गया है, देखने के लिए इसे खोलें।',
  case_rejected: '{defaulter_name} पर आपकी रिपोर्ट (मामला #{case_id}) अस्वीकार कर दी गई। कारण पढ़ने के लिए इसे खोलें।',
  claim_received: '{reporter_name} ने आपके व्यवसाय {business_name} की ₹{amount} के लिए रिपोर्ट की है (मामला #{case_id})। {until} से पहले जवाब दें।',
  dispute_received: '{defaulter_name} ने आपके दावे (मामला #{case_id}) पर आपत्ति दर्ज की है। हमारा स्टाफ़ निर्णय करेगा।',
  dispute_upheld: 'मामला #{case_id} ({defaulter_name}) पर आपत्ति स्वीकार की गई: मामला बंद हो गया है।',
  dispute_rejected: 'मामला #{case_id} ({defaulter_name}) पर आपत्ति अस्वीकार की गई: मामला बना रहेगा।',
  settlement_opened: '{counterparty} ने मामला #{case_id} को ₹{amount} में निपटाने का अनुरोध किया है।',
  settlement_confirmed: '{counterparty} ने मामला #{case_id} के निपटान अनुरोध #{settlement_id} की पुष्टि की।',
  settlement_signed: '{counterparty} ने निपटान अनुरोध #{settlement_id} के पत्र पर हस्ताक्षर किए।',
  settlement_payment: '{counterparty} ने निपटान अनुरोध #{settlement_id} (मामला #{case_id}) पर ₹{amount} का भुगतान किया।',
  settlement_completed: 'मामला #{case_id} का निपटान अनुरोध #{settlement_id} पूरा चुका दिया गया है और पूरा हो गया है।',
  plan_bought: 'आपका प्लान {plan_name} {ends_on} तक सक्रिय है।',
  plan_expiring: 'आपका प्लान {plan_name} {ends_on} को समाप्त होगा। बाकी दिन: {days}। लाभ जारी रखने के लिए नवीनीकरण करें।',
  plan_expired: 'आपका प्लान {plan_name} समाप्त हो गया है। फिर से रिपोर्ट करने और क्रेडिट जाँचने के लिए नवीनीकरण करें।',
  invoice_issued: '₹{amount} का इनवॉइस {invoice_number} तैयार है।',
  cir_ready: '{business_name} ({gstin}) की क्रेडिट रिपोर्ट तैयार है।',
  watch_new_case: 'आपकी निगरानी वाले व्यवसाय {defaulter_name} ({gstin}) की ₹{amount} के बकाया भुगतान के लिए रिपोर्ट हुई है।',
};

export const notificationsHi = {
  title: 'सूचनाएँ',
  intro: 'आपके मामलों, दावों, निपटानों, प्लान और रिपोर्टों पर क्या हुआ। सबसे नई पहले।',
  none: 'अभी कोई सूचना नहीं है। आपके मामलों, निपटानों या प्लान पर कुछ होने पर हम यहाँ बताएँगे।',
  markAll: 'सभी को पढ़ा हुआ करें',
  unread: 'अपठित',
  unreadCount_one: '{{count}} अपठित',
  unreadCount_other: '{{count}} अपठित',
  more: 'पुरानी दिखाएँ',
  kinds: notificationKindsHi,
};
