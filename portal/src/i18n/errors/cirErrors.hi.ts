import type { ERROR_CATALOGS } from '@bakaya/api/errors';
import { caseFlowHi as M } from '../../pages/cases/texts/caseFlow.hi';

const NOTHING_CHARGED = 'हम रिपोर्ट नहीं बना सके। आपसे कोई राशि नहीं ली गई।';

export const cirErrorsHi: Record<keyof (typeof ERROR_CATALOGS)['cirErrors'], string> = {
  CIR_NOTHING_TO_PAY: 'इस रिपोर्ट के लिए आपको कुछ नहीं चुकाना है: सीधे रिपोर्ट बनाएँ।',
  CIR_PDF_LANGUAGE: 'PDF की भाषा चुनें: en या hi।',
  CIR_PDF_LANGUAGE_FIELD: 'en या hi',
  CIR_NOT_GENERATED_NO_PDF: 'यह रिपोर्ट नहीं बन सकी, इसलिए इसकी कोई PDF नहीं है।',
  CIR_BUSINESS_INACTIVE: 'यह व्यवसाय सक्रिय नहीं है। जाँच के लिए कोई सक्रिय व्यवसाय चुनें।',
  CIR_CHOOSE_BUSINESS: 'वह व्यवसाय चुनें जिसकी ओर से आप जाँच कर रहे हैं',
  CIR_NOT_OWN_BUSINESS: 'यह GSTIN आपके उन व्यवसायों में नहीं है जिनका नियंत्रण आपने साबित किया है। चुनें कि आप इसकी जाँच क्यों कर रहे हैं।',
  CIR_CHOOSE_PURPOSE: 'चुनें कि आप इस व्यवसाय की जाँच क्यों कर रहे हैं',
  CIR_PLAN_NEEDED: `${M.needsPlan} ${NOTHING_CHARGED}`,
  CIR_PLAN_ENDED: `${M.planEnded} ${NOTHING_CHARGED}`,
  CIR_WALLET_SHORT: 'यह रिपोर्ट बनाने के लिए अपने वॉलेट में {shortfall} जोड़ें: इसकी लागत {total} है और आपके वॉलेट में {held} हैं। आपसे कोई राशि नहीं ली गई।',
  CIR_NOT_FOUND: 'यह क्रेडिट रिपोर्ट हमें नहीं मिली।',
  CIR_NOT_PERMITTED: 'आपको क्रेडिट रिपोर्ट देखने की अनुमति नहीं है।',
  CIR_PAGE: 'पेज 1 से शुरू होने वाली पूरी संख्या होता है।',
  CIR_PAGE_FIELD: '1 से शुरू होने वाली पूरी संख्या।',
  CIR_VERIFY_CODE: 'सत्यापन कोड QR कोड के नीचे छपे 20 अक्षर और अंक होते हैं।',
  CIR_VERIFY_CODE_FIELD: 'रिपोर्ट पर छपे 20 अक्षर लिखें।',
  CIR_QUERY: 'GSTIN, PAN या नाम के कम से कम 3 अक्षर लिखें',
  GSTIN_FORMAT: 'मान्य 15 अक्षरों का GSTIN दर्ज करें, जैसे 27AAPFU0939F1ZV',
  CIR_NOT_GENERATED: NOTHING_CHARGED,
};
