import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILY as ADMIN_FONTS } from '../../admin/src/theme/fonts';
import { theme as adminTheme } from '../../admin/src/theme/theme';
import { FONT_FAMILY as PORTAL_FONTS, theme as portalTheme } from '../../portal/src/theme';

// Devanagari must not depend on the machine's fonts: the apps ship Noto Sans Devanagari and name it
// after the Latin font in the theme.
describe('Devanagari font shipped with the admin and the portal', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  for (const [app, fonts, family, main] of [
    ['admin', ADMIN_FONTS, adminTheme.typography.fontFamily, 'admin/src/main.tsx'],
    ['portal', PORTAL_FONTS, portalTheme.typography.fontFamily, 'portal/src/main.tsx'],
  ] as const) {
    it(`${app}: the theme's font stack puts Noto Sans Devanagari after the Latin font`, () => {
      expect(family).toBe(fonts);
      const names = fonts.split(',').map((s) => s.trim().replace(/"/g, ''));
      expect(names.indexOf('Noto Sans Devanagari')).toBeGreaterThan(names.indexOf('Roboto'));
      expect(names.at(-1)).toBe('sans-serif');
    });
    it(`${app}: main.tsx loads the font's Devanagari subset, weights 400, 600 and bold 700 only`, () => {
      const src = fs.readFileSync(path.join(root, main), 'utf8');
      const imports = [...src.matchAll(/@fontsource\/noto-sans-devanagari\/([\w-]+)\.css/g)].map((m) => m[1]);
      expect(imports).toEqual(['devanagari-400', 'devanagari-600', 'devanagari-700']);
    });
  }
});
