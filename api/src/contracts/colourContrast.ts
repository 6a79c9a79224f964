/** WCAG contrast of the coloured chips (enum values, CIR bands) in the admin and the portal. Browser-safe. */

/** WCAG 2 relative luminance of a #rrggbb colour (null when it is not one). */
export function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return null;
  const n = parseInt(m[1]!, 16);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => lin(c / 255)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a) ?? 0, luminance(b) ?? 0];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Text colour for a chip of the given #rrggbb background: black or white, whichever contrasts more
 * (by WCAG's ratio, so always at least 4.5:1 — black or white reaches it on any background).
 */
export function contrastText(hex: string): string {
  if (luminance(hex) === null) return '#000';
  return contrastRatio(hex, '#000000') >= contrastRatio(hex, '#ffffff') ? '#000' : '#fff';
}
