/**
 * The credit report pages' texts (cir.en.ts, cir.hi.ts), registered when a page that shows them is
 * loaded rather than with the first paint: en.ts ships with every visit (scripts/measureBundle.ts
 * counts it), and these are member pages. Both languages are added at once (a few KB), so switching
 * language on the page needs no further load; Hindi's own bundle, loaded later, keeps them (i18next
 * merges a bundle's top-level keys).
 */
import i18n from '../../../i18n/i18n';
import { cirEn } from './cir.en';
import { cirHi } from './cir.hi';

i18n.addResourceBundle('en', 'translation', { cir: cirEn }, true, true);
i18n.addResourceBundle('hi', 'translation', { cir: cirHi }, true, true);
