/**
 * The texts of adding money to the wallet (wallet.en.ts, wallet.hi.ts), registered when /wallet is loaded rather than with the
 * first paint (en.ts ships with every visit; scripts/measureBundle.ts counts it). Both languages at once,
 * as cirTexts.ts does. One page imports it, so it travels inside that page's chunk.
 */
import i18n from '../../../i18n/i18n';
import { walletEn } from './wallet.en';
import { walletHi } from './wallet.hi';

i18n.addResourceBundle('en', 'translation', walletEn, true, true);
i18n.addResourceBundle('hi', 'translation', walletHi, true, true);
