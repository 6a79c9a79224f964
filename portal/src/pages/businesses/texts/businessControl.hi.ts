import type { businessControlEn } from './businessControl.en';

/** हिन्दी: व्यवसाय का नियंत्रण साबित करना (मेरे व्यवसाय → नियंत्रण साबित करें)। */
export const businessControlHi: typeof businessControlEn = {
  businessControl: {
    controlProven: 'नियंत्रण साबित',
    proveControl: 'नियंत्रण साबित करें',
    proveIntro:
      'इस व्यवसाय के रूप में काम करने के लिए — अपनी क्रेडिट रिपोर्ट मुफ़्त, इसके विरुद्ध रिपोर्टों के जवाब, निपटान, मुफ़्त ट्रायल — साबित करें कि इसका GST पंजीकरण आपके नियंत्रण में है: हम {{gstin}} के लिए GST में पंजीकृत मोबाइल या ईमेल पर एक कोड भेजते हैं।',
    sendCode: 'कोड भेजें',
    sending: 'भेजा जा रहा है…',
    codeSentTo: 'कोड {{masked}} पर भेजा गया, जो GST में पंजीकृत संपर्क है।',
    codeLabel: '6 अंकों का कोड',
    confirmCode: 'पुष्टि करें',
    resend: 'नया कोड भेजें',
    cancel: 'रद्द करें',
    provenDone: 'आपने साबित कर दिया है कि {{name}} आपके नियंत्रण में है।',
  },
};
