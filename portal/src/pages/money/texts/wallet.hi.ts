/** Hindi texts of adding money to the wallet: the same keys as wallet.en.ts. */
import type { walletEn } from './wallet.en';

export const walletHi: typeof walletEn = {
  topUp: {
    dialogTitle: 'अपने वॉलेट में पैसे जोड़ें',
    close: 'बंद करें',
    title: 'पैसे जोड़ें',
    intro: 'क्रेडिट रिपोर्ट और दूसरी सेवाओं का भुगतान अपने वॉलेट से करें। एक बार में {{min}} से {{max}} तक जोड़ सकते हैं।',
    amount: 'जोड़ी जाने वाली राशि (₹)',
    hint: 'रुपयों में, जैसे 500 या 1250.50',
    needed: 'आपकी क्रेडिट रिपोर्ट के लिए वॉलेट में {{amount}} और चाहिए।',
    submit: '{{amount}} जोड़ें',
    submitPlain: 'पैसे जोड़ें',
    paying: 'आपको भुगतान पेज पर ले जा रहे हैं…',
    note: 'आप भुगतान गेटवे के सुरक्षित पेज पर भुगतान करते हैं। वॉलेट में पैसे जोड़ने का कोई GST इनवॉइस नहीं बनता: इनवॉइस तब बनता है जब वॉलेट से किसी सेवा का भुगतान होता है।',
  },
};
