/**
 * The public footer (spec §2): the site's links, the external terms page, the contact details and
 * social links from the back office's settings, and "available on the web, Android and iOS".
 */
import { Box, Container, Grid, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FooterContact } from './FooterContact';
import { FOOTER_LINKS, TERMS_URL } from './navigation';

export const Footer = () => {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', mt: 8, py: 5 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {t('brand')}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, color: 'grey.300' }}>
              {t('footer.about')}
            </Typography>
            <Typography variant="body2" sx={{ mt: 2, color: 'grey.300' }}>
              {t('footer.available')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('footer.links')}
            </Typography>
            <Stack component="nav" aria-label={t('footer.links')} spacing={0.75} sx={{ mt: 1 }}>
              {FOOTER_LINKS.map((l) => (
                <Link key={l.to} component={RouterLink} to={l.to} color="inherit" underline="hover">
                  {t(l.key)}
                </Link>
              ))}
              <Link href={TERMS_URL} color="inherit" underline="hover">
                {t('footer.terms')}
              </Link>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 5 }}>
            <FooterContact />
          </Grid>
        </Grid>
        <Typography variant="caption" component="p" sx={{ mt: 4, color: 'grey.400' }}>
          © {new Date().getFullYear()} {t('brand')}. {t('footer.rights')}
        </Typography>
      </Container>
    </Box>
  );
};
