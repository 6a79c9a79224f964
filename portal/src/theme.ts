/**
 * The portal's MUI theme (issue 21 §10: not MUI's defaults). A deep ink-teal for trust, a warm saffron
 * accent, a quiet page background so cards stand out, rounder corners, sentence-case buttons, and a type
 * scale that shrinks on a phone (responsiveFontSizes: desktop-sized headings broke phone layouts). The font
 * stack puts Noto Sans Devanagari (shipped through @fontsource, weights 400, 600 and 700, imported in
 * main.tsx) after the Latin font, so Hindi text such as बकाया renders on a machine without an Indian font.
 * Colours keep WCAG AA contrast on white (the browser suite runs axe on the main pages).
 */
import { createTheme, responsiveFontSizes } from '@mui/material';

export const DEVANAGARI_FONT = 'Noto Sans Devanagari';
export const FONT_FAMILY = `"Roboto", "Helvetica", "Arial", "${DEVANAGARI_FONT}", sans-serif`;

export const BRAND = { ink: '#0b4f6c', saffron: '#b4541a' } as const;

export const theme = responsiveFontSizes(
  createTheme({
    palette: {
      primary: { main: BRAND.ink },
      secondary: { main: BRAND.saffron },
      background: { default: '#f6f7f9' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCard: { defaultProps: { elevation: 0 } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
    },
  }),
);

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
