/**
 * The portal's MUI theme. The font stack puts Noto Sans Devanagari (shipped with the app through
 * @fontsource, weights 400, 600 and 700, imported in main.tsx) after the Latin font, so Hindi text such as
 * बकाया renders on a machine without an Indian font.
 */
import { createTheme } from '@mui/material';

export const DEVANAGARI_FONT = 'Noto Sans Devanagari';
export const FONT_FAMILY = `"Roboto", "Helvetica", "Arial", "${DEVANAGARI_FONT}", sans-serif`;

export const theme = createTheme({ typography: { fontFamily: FONT_FAMILY } });

/**
 * Fetches the Devanagari face at start-up instead of at the first Hindi character: Chromium does not
 * redraw an <input> whose text arrived before its font, so Hindi typed into a field would stay boxes.
 */
export function preloadDevanagari(): void {
  if (typeof document !== 'undefined' && 'fonts' in document)
    void document.fonts.load(`16px "${DEVANAGARI_FONT}"`, 'क').catch(() => undefined);
}

/**
 * Every shipped Devanagari weight, loaded before Hindi is shown: Chromium does not redraw text laid out
 * while its face was still missing, so a bold heading rendered first would stay as empty boxes.
 */
export function loadDevanagariWeights(): Promise<unknown> {
  if (typeof document === 'undefined' || !('fonts' in document)) return Promise.resolve();
  return Promise.all([400, 600, 700].map((w) => document.fonts.load(`${w} 16px "${DEVANAGARI_FONT}"`, 'क'))).catch(() => undefined);
}
