/** Loading, failure and not-found states of a public read, said kindly. */
import { Alert, Skeleton, Stack } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http';

const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Stack spacing={1} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton variant="text" height={48} width="60%" />
        <Skeleton variant="rectangular" height={160} />
      </Stack>
    );
  if (query.isError)
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <Alert severity="error">{t('common.loadFailed')}</Alert>
    );
  return <>{children(query.data)}</>;
}
