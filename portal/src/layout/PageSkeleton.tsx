/**
 * What a page shows while its code or the start-up session check is still on the way (issue 21 §9):
 * the heading's and a few blocks' shapes inside the site's shell, instead of a white screen.
 */
import { Box, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

export const PageSkeleton = () => {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={t('common.loading')} data-testid="page-skeleton">
      <Skeleton variant="text" sx={{ fontSize: '2.125rem', width: { xs: '70%', sm: '40%' } }} />
      <Skeleton variant="text" sx={{ width: { xs: '90%', sm: '60%' } }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={120} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={200} />
    </Stack>
  );
};
