/**
 * i18next for the portal: English and Hindi, the choice remembered on the device (localStorage
 * 'language') and set on <html lang>. Numbers and money are en-IN in both languages (format/).
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_KEY } from '../session/sessionStore';
import { en } from './en';
import { hi } from './hi';
import { SERVER_MESSAGES_HI } from './serverMessagesHi';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

function savedLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_KEY);
    return saved === 'hi' ? 'hi' : 'en';
  } catch {
    return 'en';
  }
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, hi: { translation: hi } },
  lng: savedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

const applyLang = (lng: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
};
applyLang(i18n.language);
i18n.on('languageChanged', applyLang);

export function setLanguage(lng: Language): void {
  localStorage.setItem(LANGUAGE_KEY, lng);
  void i18n.changeLanguage(lng);
}

/** A message from the API or a shared rule, in the reader's language (English when not translated). */
export function serverMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  return i18n.language === 'hi' ? (SERVER_MESSAGES_HI[message] ?? message) : message;
}

export default i18n;
