/** /settlement-requests: the member's settlement requests on both sides of their cases (issue 10 §5). */
import '../cases/texts/caseFlowTexts';
import { Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiGet } from '../../api/http';
import { formatDate, formatInr } from '../../format/format';
import { PageHeading } from '../../layout/PageHeading';
import { QueryState } from '../../public/QueryState';
import { usePageMeta } from '../../seo/usePageMeta';

interface MySettlementRequest {
  id: number;
  case_id: number;
  amount: string;
  paid_amount: string;
  schedule: 'full' | 'instalments';
  status: 'initialised' | 'inprogress' | 'approved' | 'rejected' | 'settled';
  my_side: 'reporter' | 'defaulter';
  defaulter_name?: string;
  created_at: string;
}

const useMySettlements = () =>
  useQuery({
    queryKey: ['settlement-requests'],
    queryFn: ({ signal }) => apiGet<MySettlementRequest[]>('settlement/requests', signal),
    staleTime: 0,
  });

const SettlementRequestsPage = () => {
  const { t } = useTranslation();
  usePageMeta({ title: t('settlement.listTitle'), robots: 'noindex, nofollow' });
  const requests = useMySettlements();
  return (
    <Stack spacing={3}>
      <PageHeading title={t('settlement.listTitle')} intro={t('settlement.listIntro')} />
      <QueryState query={requests}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography color="text.secondary">{t('settlement.none')}</Typography>
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
              {rows.map((r) => (
                <Card key={r.id} variant="outlined" component="li" sx={{ listStyle: 'none' }}>
                  <CardActionArea component={Link} to={`/settlement-requests/details/${r.id}`} aria-label={t('settlement.viewDetails')}>
                    <CardContent>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                        <Typography variant="h6" component="h2">
                          {t('settlement.request', { id: r.id })}
                        </Typography>
                        <Chip
                          size="small"
                          label={t(`settlement.status.${r.status}`)}
                          color={r.status === 'settled' ? 'success' : 'default'}
                        />
                      </Stack>
                      <Typography variant="body2" color="text.secondary">
                        {r.defaulter_name ?? ''} · {t(`settlement.side.${r.my_side}`)}
                      </Typography>
                      <Typography variant="body2" sx={{ mt: 1 }}>
                        {t('settlement.amount')}: {formatInr(r.amount)} ({t(`settlement.schedule.${r.schedule}`)}) · {t('settlement.paid')}:{' '}
                        {formatInr(r.paid_amount)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t('settlement.openedOn')} {formatDate(r.created_at)}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
};

export default SettlementRequestsPage;
