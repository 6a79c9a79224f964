/** The global loading indicator (spec §4): a thin bar at the very top while requests are in flight. */
import { LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useIsLoading } from '../api/loading';

export const LoadingBar = () => {
  const loading = useIsLoading();
  const { t } = useTranslation();
  if (!loading) return null;
  return (
    <LinearProgress
      color="secondary"
      aria-label={t('common.loading')}
      data-testid="loading-bar"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1, height: 3 }}
    />
  );
};
