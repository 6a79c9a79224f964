/** The notifications page's texts in English and Hindi, registered when the page loads (not with the first paint). */
import i18n from '../../../i18n/i18n';
import { notificationsEn } from './notifications.en';
import { notificationsHi } from './notifications.hi';

i18n.addResourceBundle('en', 'translation', { notifications: notificationsEn }, true, true);
i18n.addResourceBundle('hi', 'translation', { notifications: notificationsHi }, true, true);
