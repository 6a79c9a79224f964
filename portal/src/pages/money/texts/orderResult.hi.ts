/** Hindi texts of what a paid order bought: the same keys as orderResult.en.ts. */
import type { orderResultEn } from './orderResult.en';

export const orderResultHi: typeof orderResultEn = {
  orderResult: {
    cirTitle: 'आपकी क्रेडिट रिपोर्ट तैयार है',
    cirText: 'धन्यवाद। आपका भुगतान मिल गया है और आपकी क्रेडिट रिपोर्ट बन गई है।',
    openReport: 'रिपोर्ट खोलें',
    topUpTitle: 'आपके वॉलेट में पैसे जुड़ गए',
    backToReport: 'अपनी रिपोर्ट पर वापस जाएँ',
    backToCir: 'अपनी क्रेडिट रिपोर्ट पर वापस जाएँ',
    topUpText: '{{amount}} आपके वॉलेट में जोड़ दिए गए हैं।',
    toWallet: 'अपने वॉलेट पर जाएँ',
    toCir: 'क्रेडिट रिपोर्ट पर वापस जाएँ',
    walletCredit:
      'हम यह ऑर्डर पूरा नहीं कर सके, इसलिए आपके चुकाए {{amount}} आपके वॉलेट में जोड़ दिए गए हैं। आपसे कोई राशि नहीं ली गई; आप इन्हें अगली रिपोर्ट के लिए इस्तेमाल कर सकते हैं।',
  },
};
