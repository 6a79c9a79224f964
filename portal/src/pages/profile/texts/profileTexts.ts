/**
 * The texts of My profile (profile.en.ts, profile.hi.ts), registered when the page is loaded rather than with
 * the first paint (en.ts ships with every visit; scripts/measureBundle.ts counts it), as cirTexts.ts does.
 */
import i18n from '../../../i18n/i18n';
import { profileEn } from './profile.en';
import { profileHi } from './profile.hi';

i18n.addResourceBundle('en', 'translation', profileEn, true, true);
i18n.addResourceBundle('hi', 'translation', profileHi, true, true);
