/** The footer's contact block: toll-free number, mail addresses, offices and social links from global settings. */
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ContactDetails } from '../public/ContactDetails';

export const FooterContact = () => {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('footer.contact')}
      </Typography>
      <ContactDetails />
    </>
  );
};
