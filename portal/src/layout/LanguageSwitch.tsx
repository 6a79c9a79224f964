/** The header's language switch: English ⇄ हिन्दी, remembered on the device. */
import TranslateIcon from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../i18n/i18n';
import { DEVANAGARI_FONT } from '../theme';

const FACE = `400 16px "${DEVANAGARI_FONT}"`;
const faceReady = () => typeof document === 'undefined' || !('fonts' in document) || document.fonts.check(FACE, 'क');

/**
 * "हिन्दी" is drawn in the Devanagari face, which an English visitor's page loads a moment after the
 * header: Chromium does not redraw text laid out before its face arrived (it stayed as empty boxes), so
 * the button is drawn again once the face is there.
 */
function useDevanagariReady(): boolean {
  const [ready, setReady] = useState(faceReady);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void document.fonts
      .load(FACE, 'क')
      .catch(() => undefined)
      .then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'hi' ? 'en' : 'hi';
  const fontReady = useDevanagariReady();
  return (
    <Button
      key={fontReady ? 'face-ready' : 'face-loading'}
      color="inherit"
      startIcon={<TranslateIcon />}
      onClick={() => void setLanguage(next)}
      lang={next}
      aria-label={t('language.switchTo', { name: t(`language.${next}`) })}
      // Regular weight: the Devanagari face preloaded for every visitor (theme.ts preloadDevanagari).
      sx={{ textTransform: 'none', minWidth: 0, fontWeight: 400 }}
    >
      {t(`language.${next}`)}
    </Button>
  );
};
