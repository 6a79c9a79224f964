/** The header's language switch: English ⇄ हिन्दी, remembered on the device. */
import TranslateIcon from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../i18n/i18n';

export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'hi' ? 'en' : 'hi';
  return (
    <Button
      color="inherit"
      startIcon={<TranslateIcon />}
      onClick={() => void setLanguage(next)}
      lang={next}
      aria-label={t('language.switchTo', { name: t(`language.${next}`) })}
      sx={{ textTransform: 'none', minWidth: 0 }}
    >
      {t(`language.${next}`)}
    </Button>
  );
};
