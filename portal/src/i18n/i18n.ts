/**
 * i18next for the portal: English and Hindi, the choice remembered on the device (localStorage
 * 'language') and set on <html lang>. Numbers and money are en-IN in both languages (format/).
 * English ships with the first load; Hindi (its texts and the Hindi of the shared rules' messages,
 * which import those rules and zod) is loaded when chosen — `i18nReady` waits for it at start-up.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_KEY } from '../session/sessionStore';
import { loadDevanagariWeights } from '../theme';
import { en } from './en';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

function savedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'hi' ? 'hi' : 'en';
  } catch {
    return 'en';
  }
}

let messageHi: (message: string) => string | undefined = () => undefined;
let answerHi: typeof import('./errors.hi').hindiAnswer | undefined;
let hindiLoaded: Promise<void> | undefined;
function loadHindi(): Promise<void> {
  hindiLoaded ??= Promise.all([
    import('./hi'),
    import('./formRuleMessagesHi'),
    import('./answerTextsHi'),
    import('./errors.hi'),
    loadDevanagariWeights(),
  ]).then(([texts, rules, answers, errors]) => {
    i18n.addResourceBundle('hi', 'translation', texts.hi);
    messageHi = (message) => rules.hindiFormRuleMessage(message) ?? answers.hindiAnswerText(message);
    answerHi = errors.hindiAnswer;
  });
  return hindiLoaded;
}

const applyLang = (lng: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
};
i18n.on('languageChanged', applyLang);

/** Resolves once the saved language's texts are in (the app renders after it). */
export const i18nReady: Promise<unknown> = i18n
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  })
  .then(async () => {
    applyLang('en');
    if (savedLanguage() === 'hi') {
      await loadHindi().catch(() => undefined);
      await i18n.changeLanguage('hi');
    }
  });

export async function setLanguage(lng: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, lng);
  if (lng === 'hi') await loadHindi();
  await i18n.changeLanguage(lng);
}

/**
 * An API refusal's message and field messages in the reader's language: in Hindi by the codes the API
 * sent (`code`, `field_codes`; i18n/errors.hi.ts), else as the API wrote them in English.
 */
export const localAnswer = (body: object, message: string, errors: Record<string, string>): [string, Record<string, string>] =>
  (i18n.language === 'hi' && answerHi?.(body, message, errors)) || [message, errors];

/**
 * A shared form rule's message as the browser shows it (or a success answer's text), in the reader's
 * language (English when not translated). A refusal of the API is already in the reader's language:
 * its ApiError was translated by code (localAnswer).
 */
export function serverMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  if (i18n.language !== 'hi') return message;
  return messageHi(message) ?? message;
}

export default i18n;
