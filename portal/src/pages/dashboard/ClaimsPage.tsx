/**
 * /claims — claims against my businesses (issue 21 §3): every case reported against a business whose
 * control the member proved, with who reported it, what is outstanding, the reply window, an open
 * dispute, and the settlement to open or follow. Accepting or disputing stays on the notice's own link
 * (sent to the business's registered contact, which proves who answers); settling starts here.
 */
import './texts/memberAreaTexts';
import type { ClaimAgainstMe } from '@bakaya/api/contracts';
import { Alert, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatInr } from '../../format/format';
import { PageHeading } from '../../layout/PageHeading';
import { QueryState } from '../../public/QueryState';
import { usePageMeta } from '../../seo/usePageMeta';
import { useClaimsAgainstMe } from './memberDashboardApi';

const SETTLEABLE = ['verified', 'partial_settled'];

const Claim = ({ c }: { c: ClaimAgainstMe }) => {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" component="li">
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              {c.reporter_name}
            </Typography>
            <Chip size="small" label={t(`cases.statuses.${c.status}`, { defaultValue: c.status_label })} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('memberArea.claims.against', { name: c.business.name, gstin: c.business.gstin })}
          </Typography>
          <Typography variant="body2">
            {t('memberArea.claims.reportedBy', { name: c.reporter_name, date: formatDate(c.reported_on) })}
          </Typography>
          <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
            <Typography>
              {t('memberArea.cases.due')}: <strong>{formatInr(c.due_amount)}</strong>
            </Typography>
            <Typography>
              {t('memberArea.cases.outstanding')}: <strong>{formatInr(c.outstanding)}</strong>
            </Typography>
          </Stack>
          {c.reply_window_ends_at && !c.accepted_at && !c.dispute && (
            <Alert severity="warning">{t('memberArea.claims.replyBy', { date: formatDate(c.reply_window_ends_at) })}</Alert>
          )}
          {c.accepted_at && <Typography variant="body2">{t('memberArea.claims.accepted', { date: formatDate(c.accepted_at) })}</Typography>}
          {c.dispute && (
            <Typography variant="body2">
              {t(`memberArea.claims.dispute.${c.dispute.status}`, { date: formatDate(c.dispute.decide_by) })}
            </Typography>
          )}
          <Stack direction="row" spacing={1}>
            {c.open_settlement_id ? (
              <Button component={RouterLink} to={`/settlement-requests/details/${c.open_settlement_id}`} variant="contained">
                {t('memberArea.claims.viewSettlement')}
              </Button>
            ) : (
              SETTLEABLE.includes(c.status) && (
                <Button component={RouterLink} to={`/Settlement/defaulter/${c.case_id}`} variant="contained">
                  {t('memberArea.claims.openSettlement')}
                </Button>
              )
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};

const ClaimsPage = () => {
  const { t } = useTranslation();
  usePageMeta({ title: t('memberArea.claims.title'), robots: 'noindex, nofollow' });
  const claims = useClaimsAgainstMe();
  return (
    <Stack spacing={3}>
      <PageHeading title={t('memberArea.claims.title')} intro={t('memberArea.claims.intro')} />
      <QueryState query={claims}>
        {(list) =>
          list.length === 0 ? (
            <Stack spacing={1}>
              <Typography color="text.secondary">{t('memberArea.claims.none')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('memberArea.claims.unproven')}{' '}
                <Link component={RouterLink} to="/business-dashboard">
                  {t('memberArea.claims.proveControl')}
                </Link>
              </Typography>
            </Stack>
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
              {list.map((c) => (
                <Claim key={c.case_id} c={c} />
              ))}
            </Stack>
          )
        }
      </QueryState>
      <Typography variant="body2" color="text.secondary">
        {t('memberArea.claims.noticeHint')}
      </Typography>
    </Stack>
  );
};

export default ClaimsPage;
