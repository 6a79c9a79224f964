/** /defaulter: the defaulters the member reported, newest first, with status chips and amounts. */
import './texts/caseFlowTexts';
import { CASE_STATUS_IDS } from '@bakaya/api/contracts';
import { Button, Card, CardContent, Chip, MenuItem, Pagination, Stack, TextField, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatDate, formatInr } from '../../format/format';
import { PageHeading } from '../../layout/PageHeading';
import { QueryState } from '../../public/QueryState';
import { usePageMeta } from '../../seo/usePageMeta';
import { useMyCases } from './casesApi';

// The form (and its contract) loads only when the member opens it.
const ReportDefaulterForm = lazy(() => import('./ReportDefaulterForm'));

const MyCasesPage = () => {
  const { t } = useTranslation();
  usePageMeta({ title: t('cases.listTitle'), robots: 'noindex, nofollow' });
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const cases = useMyCases(status, page);
  const [params] = useSearchParams();
  const fromTransactions = params.get('from_transactions');
  // ?report=1: the member menu's and dashboard's "Report a defaulter" open the form at once.
  const [opened, setReporting] = useState(false);
  // Also open when the menu's "Report a defaulter" is chosen while this page is already showing.
  const reporting = opened || !!fromTransactions || params.get('report') === '1';
  return (
    <Stack spacing={3}>
      <PageHeading title={t('cases.listTitle')} intro={t('cases.listIntro')} />
      {reporting ? (
        <Suspense fallback={<Typography color="text.secondary">…</Typography>}>
          <ReportDefaulterForm fromTransactions={fromTransactions} />
        </Suspense>
      ) : (
        <Button variant="contained" onClick={() => setReporting(true)} sx={{ alignSelf: 'flex-start' }}>
          {t('cases.report.open')}
        </Button>
      )}
      <TextField
        select
        label={t('cases.status')}
        value={status}
        onChange={(e) => {
          setStatus(e.target.value);
          setPage(1);
        }}
        sx={{ maxWidth: 320 }}
      >
        <MenuItem value="all">{t('cases.all')}</MenuItem>
        {CASE_STATUS_IDS.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`cases.statuses.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <QueryState query={cases}>
        {(list) =>
          list.data.length === 0 ? (
            <Typography color="text.secondary">{t('cases.none')}</Typography>
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
              {list.data.map((c) => (
                <Card key={c.id} variant="outlined" component="li" sx={{ listStyle: 'none' }}>
                  <CardContent>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                      <Typography variant="h6" component="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                        {c.defaulter_name}
                      </Typography>
                      <Chip
                        size="small"
                        label={t(`cases.statuses.${c.status}`, { defaultValue: c.status_label })}
                        color={c.status === 'verified' ? 'success' : c.status === 'rejected' ? 'error' : 'default'}
                      />
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {c.defaulter_gstin} · {t('cases.from', { business: c.reporter_business_name })}
                    </Typography>
                    <Typography variant="body2" sx={{ mt: 1 }}>
                      {t('cases.due')}: {formatInr(c.due_amount)} · {t('cases.outstanding')}: <strong>{formatInr(c.outstanding)}</strong>
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('cases.dueDate')}: {formatDate(c.due_date)} · {t('cases.reportedOn')}: {formatDate(c.created_at)}
                    </Typography>
                    <Button component={RouterLink} to={`/defaulter-detail/${c.id}`} size="small" variant="outlined" sx={{ mt: 1 }}>
                      {t('cases.view')}
                    </Button>
                  </CardContent>
                </Card>
              ))}
              {list.total > list.per_page && (
                <Pagination count={Math.ceil(list.total / list.per_page)} page={page} onChange={(_e, p) => setPage(p)} />
              )}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
};

export default MyCasesPage;
