/**
 * The member dashboard's and claims page's texts in English and Hindi, registered when one of those
 * pages loads (not with the first paint), together with the case and settlement texts they reuse
 * (statuses, whose step is next).
 */
import i18n from '../../../i18n/i18n';
import '../../cases/texts/caseFlowTexts';
import { memberAreaEn } from './memberArea.en';
import { memberAreaHi } from './memberArea.hi';

i18n.addResourceBundle('en', 'translation', { memberArea: memberAreaEn }, true, true);
i18n.addResourceBundle('hi', 'translation', { memberArea: memberAreaHi }, true, true);
