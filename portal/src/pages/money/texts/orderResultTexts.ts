/**
 * The texts of a paid order’s result (orderResult.en.ts, orderResult.hi.ts), registered when the payment result page is loaded rather than with the
 * first paint (en.ts ships with every visit; scripts/measureBundle.ts counts it). Both languages at once,
 * as cirTexts.ts does. One page imports it, so it travels inside that page's chunk.
 */
import i18n from '../../../i18n/i18n';
import { orderResultEn } from './orderResult.en';
import { orderResultHi } from './orderResult.hi';

i18n.addResourceBundle('en', 'translation', orderResultEn, true, true);
i18n.addResourceBundle('hi', 'translation', orderResultHi, true, true);
