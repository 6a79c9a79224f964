/**
 * The texts of proving control of a business (businessControl.en.ts, businessControl.hi.ts), registered when
 * My businesses is loaded rather than with the first paint (en.ts ships with every visit; scripts/measureBundle.ts
 * counts it). Both languages at once, as cirTexts.ts does.
 */
import i18n from '../../../i18n/i18n';
import { businessControlEn } from './businessControl.en';
import { businessControlHi } from './businessControl.hi';

i18n.addResourceBundle('en', 'translation', businessControlEn, true, true);
i18n.addResourceBundle('hi', 'translation', businessControlHi, true, true);
