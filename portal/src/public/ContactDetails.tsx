/** Toll-free number, mail addresses, the two offices and social links, from the back office's global settings. */
import { Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from './publicApi';

export const ContactDetails = ({ offices = true }: { offices?: boolean }) => {
  const { t } = useTranslation();
  const settings = usePublicSettings();
  const tollFree = settings.value('toll-free-number');
  const general = settings.value('general-mail');
  const support = settings.value('support-mail');
  const social = settings.all.filter((s) => s.group === 'social' && s.value);
  return (
    <Stack spacing={0.75}>
      {tollFree && (
        <Typography>
          {t('footer.tollFree')}:{' '}
          <Link href={`tel:${tollFree.replace(/\s/g, '')}`} color="inherit">
            {tollFree}
          </Link>
        </Typography>
      )}
      {general && (
        <Typography>
          {t('footer.general')}:{' '}
          <Link href={`mailto:${general}`} color="inherit">
            {general}
          </Link>
        </Typography>
      )}
      {support && (
        <Typography>
          {t('footer.support')}:{' '}
          <Link href={`mailto:${support}`} color="inherit">
            {support}
          </Link>
        </Typography>
      )}
      {offices &&
        (['jaipur', 'delhi'] as const).map((city) => {
          const address = settings.value(`office-address-${city}`);
          return address ? (
            <Typography key={city} sx={{ whiteSpace: 'pre-line' }}>
              <strong>{t(`site.${city}`)}:</strong> {address}
            </Typography>
          ) : null;
        })}
      {social.length > 0 && (
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', pt: 0.5 }} aria-label={t('footer.follow')}>
          {social.map((s) => (
            <Link key={s.key} href={s.value!} target="_blank" rel="noopener" color="inherit" underline="hover">
              {s.label.replace(/\s+link$/i, '')}
            </Link>
          ))}
        </Stack>
      )}
    </Stack>
  );
};
