/** "Your reports" on /cir-report (GET /api/cir/reports): newest first, each with its score and band, opening /cir-view?id=. */
import { listItemBand, reportViewLink } from '@bakaya/api/contracts';
import { Alert, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatInr } from '../../format/format';
import { BandChip } from './BandChip';
import { useCirReports } from './cirApi';

export const MyCirReports = () => {
  const { t } = useTranslation();
  const reports = useCirReports();
  return (
    <Card variant="outlined" component="section" aria-labelledby="my-cir-reports">
      <CardContent>
        <Typography id="my-cir-reports" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('cir.list.title')}
        </Typography>
        {reports.isPending && <Skeleton variant="rectangular" height={120} />}
        {reports.isError && <Alert severity="error">{t('common.loadFailed')}</Alert>}
        {reports.data?.length === 0 && <Typography color="text.secondary">{t('cir.list.none')}</Typography>}
        <Stack component="ul" sx={{ m: 0, p: 0 }}>
          {reports.data?.map((r) => (
            <Stack
              key={r.id}
              component="li"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', alignItems: { sm: 'center' }, listStyle: 'none' }}
            >
              <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{r.subject_name ?? r.subject_gstin}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {r.subject_gstin} · {formatDate(r.generated_at)} · {t(`cir.purposes.${r.purpose}`)} ·{' '}
                  {Number(r.charged) > 0 ? formatInr(r.charged) : t('cir.list.free')}
                </Typography>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                <BandChip score={r.score} band={listItemBand(r)} />
                <Button component={RouterLink} to={reportViewLink(r.id)} size="small" variant="outlined">
                  {t('cir.list.open')}
                </Button>
              </Stack>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
