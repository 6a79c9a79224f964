/**
 * The MSMED Act interest on a case (GET /api/defaulter-cases/:id/interest), for the case page and the
 * notice page: principal, period, rate, interest and total with a plain explanation — or, when it does
 * not apply, why, said kindly. Takes the route's payload; fetching is the page's job.
 *
 * `audience`: the reporter reads it on its case page (the interest it may claim); the reported
 * business reads it on its notice (`reported`): who the supplier is under the MSMED Act (its Udyam
 * status), what the Act lets the supplier claim and why, and that paying stops the interest.
 */
import './texts/caseFlowTexts';
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

/** On the notice: the supplier's MSMED (Udyam) status, in a sentence. */
function SupplierStatus({ interest, reporter }: { interest: CaseInterest; reporter: string }) {
  const { t } = useTranslation();
  const { enterprise_type: type, udyam_number: udyam } = interest.supplier;
  const typeText = type ? t(`interest.notice.enterpriseTypes.${type}`) : '';
  return (
    <Typography>
      {udyam && type
        ? t('interest.notice.supplierRegistered', { reporter, type: typeText, udyam })
        : type
          ? t('interest.notice.supplierTypeOnly', { reporter, type: typeText })
          : t('interest.notice.supplierUnknown', { reporter })}
    </Typography>
  );
}

type Audience = { audience?: 'reporter' } | { audience: 'reported'; reporter: string };

export const CaseInterestCard = ({ interest, ...who }: { interest: CaseInterest } & Audience) => {
  const { t } = useTranslation();
  const notice = who.audience === 'reported';
  // The texts that speak to the reader: the reporter's own, or the notice's for the reported business.
  const k = notice ? 'interest.notice' : 'interest';
  const title = (
    <Typography variant="h6" component="h3">
      {t(`${k}.title`)}
    </Typography>
  );
  const supplier = who.audience === 'reported' && (
    <>
      <SupplierStatus interest={interest} reporter={who.reporter} />
      <Typography variant="body2" color="text.secondary">
        {t('interest.notice.law')}
      </Typography>
    </>
  );

  if (!interest.applicable) {
    const code = interest.reason_code ?? 'nothing_outstanding';
    return (
      <Card variant="outlined" component="section" aria-label={t(`${k}.title`)}>
        <CardContent>
          <Stack spacing={1}>
            {title}
            {supplier}
            <Typography sx={{ fontWeight: 600 }}>{t(`${k}.notApplicableTitle`)}</Typography>
            <Typography color="text.secondary">{t(`${k}.reasons.${code}`, { appointed: formatDate(interest.appointed_day) })}</Typography>
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
    <Card variant="outlined" component="section" aria-label={t(`${k}.title`)}>
      <CardContent>
        <Stack spacing={1.5}>
          {title}
          {supplier}
          <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
            <Line label={t('interest.principal')} value={formatInr(interest.principal)} />
            <Line label={t('interest.period')} value={`${formatDate(interest.from ?? '')} → ${formatDate(interest.to ?? '')}`} />
            <Line label={t('interest.rate')} value={t('interest.rateValue', { rate: ratesOf(interest).join(' → ') })} />
            <Line label={t(`${k}.interest`)} value={formatInr(interest.interest)} />
            <Divider />
            <Line label={t(`${k}.total`)} value={formatInr(interest.total)} strong />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('interest.rateNote')}
          </Typography>
          <Typography variant="body2">
            {t(`${k}.explanation`, {
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
          {notice && <Typography variant="body2">{t('interest.notice.payNote')}</Typography>}
        </Stack>
      </CardContent>
    </Card>
  );
};
