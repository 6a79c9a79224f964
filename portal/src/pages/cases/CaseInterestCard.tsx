/**
 * The MSMED Act interest on a case (GET /api/defaulter-cases/:id/interest), for the case page and the
 * notice page: principal, period, rate, interest and total with a plain explanation — or, when it does
 * not apply, why, said kindly. Takes the route's payload; fetching is the page's job.
 */
import type { CaseInterest } from '@bakaya/api/contracts';
import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, formatInr } from '../../format/format';

const Line = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
    <Typography component="dt" sx={{ fontWeight: strong ? 700 : undefined }}>
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : undefined, overflowWrap: 'anywhere' }}>
      {value}
    </Typography>
  </Box>
);

/** The rates charged over the period, in order, each once: '18.75' or '18.75 → 17.25'. */
const ratesOf = (interest: CaseInterest) =>
  interest.segments.map((s) => s.rate_percent).filter((rate, i, all) => i === 0 || all[i - 1] !== rate);

export const CaseInterestCard = ({ interest }: { interest: CaseInterest }) => {
  const { t } = useTranslation();
  const title = (
    <Typography variant="h6" component="h3">
      {t('interest.title')}
    </Typography>
  );

  if (!interest.applicable) {
    const code = interest.reason_code ?? 'nothing_outstanding';
    return (
      <Card variant="outlined" component="section" aria-label={t('interest.title')}>
        <CardContent>
          <Stack spacing={1}>
            {title}
            <Typography sx={{ fontWeight: 600 }}>{t('interest.notApplicableTitle')}</Typography>
            <Typography color="text.secondary">
              {t(`interest.reasons.${code}`, { appointed: formatDate(interest.appointed_day) })}
            </Typography>
          </Stack>
        </CardContent>
      </Card>
    );
  }

  const creditNote =
    interest.agreed_credit_days === null
      ? t('interest.noAgreement')
      : interest.credit_days_capped
        ? t('interest.capped', { days: interest.agreed_credit_days })
        : t('interest.agreed', { days: interest.agreed_credit_days });

  return (
    <Card variant="outlined" component="section" aria-label={t('interest.title')}>
      <CardContent>
        <Stack spacing={1.5}>
          {title}
          <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
            <Line label={t('interest.principal')} value={formatInr(interest.principal)} />
            <Line label={t('interest.period')} value={`${formatDate(interest.from ?? '')} → ${formatDate(interest.to ?? '')}`} />
            <Line label={t('interest.rate')} value={t('interest.rateValue', { rate: ratesOf(interest).join(' → ') })} />
            <Line label={t('interest.interest')} value={formatInr(interest.interest)} />
            <Divider />
            <Line label={t('interest.total')} value={formatInr(interest.total)} strong />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('interest.rateNote')}
          </Typography>
          <Typography variant="body2">
            {t('interest.explanation', {
              accepted: formatDate(interest.accepted_on),
              dueBy: formatDate(interest.due_by),
              appointed: formatDate(interest.appointed_day),
              asOf: formatDate(interest.as_of),
            })}{' '}
            {creditNote}
            {interest.accepted_on_source === 'due_date' ? ` ${t('interest.acceptedFromDueDate')}` : ''}
          </Typography>
          <Box component="details">
            <Typography component="summary" variant="body2" sx={{ cursor: 'pointer', fontWeight: 600 }}>
              {t('interest.howWorkedOut')}
            </Typography>
            <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, my: 1 }}>
              {interest.segments.map((s) => (
                <Typography component="li" variant="body2" key={s.from}>
                  {t('interest.segment', {
                    from: formatDate(s.from),
                    to: formatDate(s.to),
                    days: s.days,
                    rate: s.rate_percent,
                    balance: formatInr(s.balance),
                    interest: formatInr(s.interest),
                  })}
                </Typography>
              ))}
            </Stack>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
};
