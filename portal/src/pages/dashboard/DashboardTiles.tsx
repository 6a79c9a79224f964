/** The member dashboard's tiles (issue 21 §2), each stating only what GET /api/member/dashboard answered. */
import type { MemberDashboard } from '@bakaya/api/contracts';
import { Button, Chip, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { reportViewLink } from '@bakaya/api/contracts';
import { formatDate, formatInr } from '../../format/format';
import { nextStepSentence } from '../settlement/nextStepText';
import { Tile } from './Tile';

const Amount = ({ label, value }: { label: string; value: string }) => (
  <Stack>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography sx={{ fontWeight: 600 }}>{formatInr(value)}</Typography>
  </Stack>
);

export const PlanTile = ({ d }: { d: MemberDashboard }) => {
  const { t } = useTranslation();
  const [first, ...rest] = d.plans;
  return (
    <Tile
      title={t('dashboard.plan')}
      actions={
        first?.business_id ? (
          <Button component={RouterLink} to={`/subscription/renew/${first.business_id}`}>
            {t('memberArea.plan.renew')}
          </Button>
        ) : (
          <Button component={RouterLink} to="/subscription" variant={first ? 'text' : 'contained'}>
            {t('dashboard.seePlans')}
          </Button>
        )
      }
    >
      {first ? (
        <Stack spacing={0.5}>
          <Typography sx={{ fontWeight: 600 }}>{first.plan_name}</Typography>
          {first.business_name && (
            <Typography variant="body2" color="text.secondary">
              {first.business_name} · {first.gstin}
            </Typography>
          )}
          <Typography variant="body2">
            {t('memberArea.plan.endsOn', { date: formatDate(first.ends_at) })} ·{' '}
            <Typography component="span" variant="body2" color={first.days_left <= 7 ? 'warning.main' : 'success.main'}>
              {t('memberArea.plan.daysLeft', { count: first.days_left })}
            </Typography>
          </Typography>
          {first.queued > 0 && <Typography variant="body2">{t('memberArea.plan.queued')}</Typography>}
          {rest.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('memberArea.plan.more', { count: rest.length })}
            </Typography>
          )}
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('dashboard.noPlan')}</Typography>
      )}
      {d.businesses_without_plan > 0 && first && (
        <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
          {t('memberArea.plan.without', { count: d.businesses_without_plan })}
        </Typography>
      )}
    </Tile>
  );
};

export const CasesTile = ({ d }: { d: MemberDashboard }) => {
  const { t } = useTranslation();
  return (
    <Tile
      title={t('dashboard.cases')}
      actions={
        <>
          <Button component={RouterLink} to="/defaulter?report=1" variant="contained">
            {t('memberArea.cases.report')}
          </Button>
          {d.cases.total > 0 && (
            <Button component={RouterLink} to="/defaulter">
              {t('memberArea.cases.view')}
            </Button>
          )}
        </>
      }
    >
      {d.cases.total === 0 ? (
        <Typography color="text.secondary">{t('dashboard.noCases')}</Typography>
      ) : (
        <Stack spacing={1}>
          <Typography sx={{ fontWeight: 600 }}>{t('memberArea.cases.total', { count: d.cases.total })}</Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {d.cases.by_status.map((s) => (
              <Chip key={s.status} size="small" label={`${t(`cases.statuses.${s.status}`, { defaultValue: s.label })}: ${s.count}`} />
            ))}
          </Stack>
          <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
            <Amount label={t('memberArea.cases.due')} value={d.cases.due} />
            <Amount label={t('memberArea.cases.settled')} value={d.cases.settled} />
            <Amount label={t('memberArea.cases.outstanding')} value={d.cases.outstanding} />
          </Stack>
        </Stack>
      )}
    </Tile>
  );
};

export const ClaimsTile = ({ d }: { d: MemberDashboard }) => {
  const { t } = useTranslation();
  return (
    <Tile
      title={t('memberArea.claims.title')}
      actions={
        <Button component={RouterLink} to="/claims">
          {t('memberArea.claims.viewAll')}
        </Button>
      }
    >
      {d.claims.open === 0 ? (
        <Typography color="text.secondary">{t('memberArea.claims.none')}</Typography>
      ) : (
        <Stack spacing={1}>
          <Typography sx={{ fontWeight: 600 }} color="warning.main">
            {t('memberArea.claims.open', { count: d.claims.open })}
          </Typography>
          {d.claims.items.map((c) => (
            <Typography key={c.case_id} variant="body2">
              {c.reporter_name} → {c.business.name} · {formatInr(c.outstanding)}
              {c.reply_window_ends_at && ` · ${t('memberArea.claims.replyBy', { date: formatDate(c.reply_window_ends_at) })}`}
            </Typography>
          ))}
        </Stack>
      )}
    </Tile>
  );
};

export const SettlementsTile = ({ d }: { d: MemberDashboard }) => {
  const { t } = useTranslation();
  return (
    <Tile
      title={t('memberArea.settlements.title')}
      actions={
        <Button component={RouterLink} to="/settlement-requests">
          {t('memberArea.settlements.viewAll')}
        </Button>
      }
    >
      {d.settlements.open === 0 ? (
        <Typography color="text.secondary">{t('memberArea.settlements.none')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {d.settlements.items.map((s) => (
            <Stack key={s.id} spacing={0.25}>
              <Link component={RouterLink} to={`/settlement-requests/details/${s.id}`} sx={{ fontWeight: 600 }}>
                {s.counterparty}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {t('memberArea.settlements.paidOf', { paid: formatInr(s.paid_amount), amount: formatInr(s.amount) })}
              </Typography>
              <Typography variant="body2" color={s.next.mine ? 'warning.main' : 'text.primary'}>
                {nextStepSentence(t, s.next)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </Tile>
  );
};

export const CirTile = ({ d }: { d: MemberDashboard }) => {
  const { t } = useTranslation();
  return (
    <Tile
      title={t('dashboard.cirs')}
      actions={
        <Button component={RouterLink} to="/cir-report">
          {t('dashboard.cirLink')}
        </Button>
      }
    >
      {d.cirs.length ? (
        <Stack spacing={0.5}>
          {d.cirs.map((r) => (
            <Typography key={r.id}>
              <Link component={RouterLink} to={reportViewLink(r.id)}>
                {r.subject_name ?? r.subject_gstin}
              </Link>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                · {r.score ?? t('dashboard.cirNoHistory')} · {formatDate(r.generated_at)}
              </Typography>
            </Typography>
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('dashboard.noCirs')}</Typography>
      )}
    </Tile>
  );
};
