/**
 * Money and dates as the spec shows them, in both languages: ₹ with Indian grouping (en-IN), and
 * 'DD, Mon, YYYY' (IST) — with the month in Hindi when the portal is in Hindi (issue 21: month names
 * stayed English in Hindi dates). The digits stay Western, as Indian business documents print them.
 */
import { formatDate as formatDateEnglish, istDateParts, type DateInput } from '@bakaya/api/validation';
import i18n from '../i18n/i18n';

export { formatInr } from '@bakaya/api/validation';

/** Short Hindi month names (with the abbreviation mark where the name is cut). */
export const MONTHS_HI = ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्तू॰', 'नव॰', 'दिस॰'] as const;

export function formatDate(input: DateInput, language: string = i18n.language): string {
  if (language !== 'hi') return formatDateEnglish(input);
  const p = istDateParts(input);
  if (!p || p.year < 0 || p.year > 9999) return '';
  return `${String(p.day).padStart(2, '0')}, ${MONTHS_HI[p.month - 1]}, ${String(p.year).padStart(4, '0')}`;
}
