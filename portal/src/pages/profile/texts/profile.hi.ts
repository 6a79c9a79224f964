import type { profileEn } from './profile.en';

/** हिन्दी: मेरी प्रोफ़ाइल। */
export const profileHi: typeof profileEn = {
  profile: {
    title: 'मेरी प्रोफ़ाइल',
    intro:
      'आपका नाम और संपर्क विवरण। आपका मुख्य मोबाइल और ईमेल साइन इन के लिए इस्तेमाल होते हैं; इन्हें बदलने के लिए नए पर भेजा गया कोड और आपके मौजूदा पर भेजा गया एक और कोड चाहिए।',
    name: 'पूरा नाम',
    mobile: 'मोबाइल नंबर (साइन इन)',
    email: 'ईमेल पता (साइन इन)',
    secondaryMobile: 'दूसरा मोबाइल (वैकल्पिक)',
    secondaryEmail: 'दूसरा ईमेल (वैकल्पिक)',
    saved: 'आपकी प्रोफ़ाइल सहेज ली गई है।',
    change: 'बदलें',
    changeMobile: 'अपना मोबाइल नंबर बदलें',
    changeEmail: 'अपना ईमेल पता बदलें',
    newMobile: 'नया मोबाइल नंबर',
    newEmail: 'नया ईमेल पता',
    sendCode: 'कोड भेजें',
    code: 'नए पर भेजा गया कोड ({{to}})',
    currentCode: 'आपके मौजूदा पर भेजा गया कोड ({{to}})',
    confirm: 'बदलाव की पुष्टि करें',
    changed: 'आपके साइन इन विवरण अपडेट हो गए हैं।',
    memberSince: '{{date}} से सदस्य',
    deactivate: 'मेरा खाता निष्क्रिय करें',
    messagesTitle: 'हम आपको कौन से संदेश भेजें',
    messagesIntro: 'चुनें कि रिमाइंडर, ऑफ़र और अलर्ट आपको कहाँ मिलें। साइन-इन कोड, कानूनी नोटिस और इनवॉइस हमेशा भेजे जाते हैं।',
    messages_sms: 'एसएमएस (SMS)',
    messages_email: 'ईमेल',
    messages_whatsapp: 'व्हाट्सऐप (WhatsApp)',
    messagesSaved: 'आपकी संदेश पसंद सहेज ली गई है।',
  },
};
