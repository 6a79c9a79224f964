/**
 * react-admin's English messages, with one change: a message the app wrote (a sentence, not a
 * react-admin key such as `ra.notification.deleted`) is shown as written. react-admin passes its own
 * default along (`_: 'Element deleted'`), which polyglot prefers over an unknown key — so every
 * `successMessage` ("Customer Tour Tester deactivated") used to read "Element deleted". And
 * react-admin's own "Element updated" toasts name the resource: "Promo code saved".
 */
import { defaultI18nProvider, type I18nProvider } from 'react-admin';
import { recordNotification } from '../registry/removalTexts';
import { resourceByRoute } from '../registry/resourceIndex';

/** react-admin's keys: `ra.…`, `ra-<package>.…` and per-resource `resources.<name>.…` (names may hold '/'). */
const KEY = /^(ra|ra-[\w-]+|resources)\./;

const NOTICE = /^resources\.(.+)\.notifications\.(created|updated|deleted)$/;

export const appMessage = (key: string) => !KEY.test(key);

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key: string, options?: Record<string, unknown>) => {
    // react-admin's "Element updated / created / deleted", said of the record: "Promo code saved".
    const notice = NOTICE.exec(key);
    const def = notice && resourceByRoute(notice[1]!);
    if (notice && def) return recordNotification(def, notice[2] as 'created' | 'updated' | 'deleted', Number(options?.smart_count ?? 1));
    if (!options || !('_' in options) || !appMessage(key)) return defaultI18nProvider.translate(key, options);
    const { _: _default, ...rest } = options;
    return defaultI18nProvider.translate(key, rest);
  },
};
