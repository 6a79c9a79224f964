/**
 * The support-session notice's texts (supportSession.en.ts, supportSession.hi.ts), registered with the notice
 * (the pages that show it are lazy) rather than with the first paint, as cirTexts.ts does.
 */
import i18n from '../../i18n/i18n';
import { supportSessionEn } from './supportSession.en';
import { supportSessionHi } from './supportSession.hi';

i18n.addResourceBundle('en', 'translation', supportSessionEn, true, true);
i18n.addResourceBundle('hi', 'translation', supportSessionHi, true, true);
