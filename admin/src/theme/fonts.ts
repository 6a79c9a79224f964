/**
 * The admin's font stack: the Latin font first, then Noto Sans Devanagari — shipped with the app
 * (@fontsource, weights 400 and 600, Devanagari subset; imported in main.tsx) so Hindi text such as
 * बकाया renders on a machine without an Indian font instead of as empty boxes.
 */
export const DEVANAGARI_FONT = 'Noto Sans Devanagari';
export const FONT_FAMILY = `"Roboto", "Helvetica", "Arial", "${DEVANAGARI_FONT}", sans-serif`;

/**
 * Fetches the Devanagari face at start-up instead of at the first Hindi character: Chromium does not
 * redraw an <input> whose text arrived before its font, so Hindi typed into a field would stay boxes.
 */
export function preloadDevanagari(): void {
  if (typeof document !== 'undefined' && 'fonts' in document)
    void document.fonts.load(`16px "${DEVANAGARI_FONT}"`, 'क').catch(() => undefined);
}
