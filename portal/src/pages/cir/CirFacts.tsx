/** The report's identity card (names, GSTINs of the PAN, state, registration age) and its summary figures. */
import '../cases/texts/caseFlowTexts';
import { casesByStatusRows, registrationAge, type CirReportSnapshot } from '@bakaya/api/contracts';
import { Chip, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatInr } from '../../format/format';
import { Line, Section } from '../../layout/DetailSection';

export const CirIdentityCard = ({ subject }: { subject: CirReportSnapshot['subject'] }) => {
  const { t } = useTranslation();
  const age = registrationAge(subject.registration_age_days);
  return (
    <Section title={t('cir.identity.title')}>
      <Stack spacing={0.75}>
        <Line label={t('cir.identity.legalName')} value={subject.name} />
        {subject.trade_name && subject.trade_name !== subject.name && (
          <Line label={t('cir.identity.tradeName')} value={subject.trade_name} />
        )}
        <Line label={t('businesses.gstin')} value={subject.gstin} />
        <Line label={t('businesses.pan')} value={subject.pan} />
        {subject.state_name && <Line label={t('cir.identity.state')} value={subject.state_name} />}
        <Line
          label={t('cir.identity.registered')}
          value={age ? t('cir.identity.age', { years: age.years, months: age.months }) : t('cir.identity.ageUnknown')}
        />
        {subject.gstins.length > 1 && (
          <>
            <Divider />
            <Typography variant="body2" color="text.secondary">
              {t('cir.identity.gstins')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {subject.gstins.map((g) => (
                <Chip key={g} size="small" variant={g === subject.gstin ? 'filled' : 'outlined'} label={g} />
              ))}
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {t('cir.identity.samePan')}
            </Typography>
          </>
        )}
      </Stack>
    </Section>
  );
};

const Figure = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Stack sx={{ minWidth: { xs: 'calc(50% - 8px)', sm: 150 }, flex: '1 1 0' }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant={strong ? 'h6' : 'subtitle1'} component="p" sx={{ fontWeight: 600 }}>
      {value}
    </Typography>
  </Stack>
);

export const CirSummaryCard = ({ summary }: { summary: CirReportSnapshot['summary'] }) => {
  const { t } = useTranslation();
  const byStatus = casesByStatusRows(summary.cases_by_status);
  const tx = summary.transactions;
  const days = summary.oldest_overdue_days;
  return (
    <Section title={t('cir.summary.title')}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          <Figure label={t('cir.summary.outstanding')} value={formatInr(summary.outstanding)} strong />
          <Figure label={t('cir.summary.listedCases')} value={String(summary.listed_cases)} strong />
          <Figure label={t('cir.summary.reporters')} value={String(summary.distinct_reporters)} />
          <Figure
            label={t('cir.summary.oldestOverdue')}
            value={days === null ? t('cir.summary.none') : t('cir.summary.days', { count: days })}
          />
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          <Figure label={t('cir.summary.settled')} value={formatInr(summary.settled)} />
          <Figure label={t('cir.summary.writtenOff')} value={formatInr(summary.written_off)} />
          <Figure label={t('cir.summary.msmedInterest')} value={formatInr(summary.msmed_interest)} />
          <Figure label={t('cir.summary.openDisputes')} value={String(summary.open_disputes)} />
        </Stack>
        <Divider />
        <Line
          label={t('cir.summary.purchases')}
          value={t('cir.summary.purchasesText', { onTime: tx.paid_on_time, late: tx.paid_late, overdue: tx.overdue })}
        />
        {byStatus.length > 0 && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Typography variant="body2" color="text.secondary">
              {t('cir.summary.byStatus')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {byStatus.map((s) => (
                <Chip
                  key={s.status}
                  size="small"
                  variant="outlined"
                  label={`${t(`cases.statuses.${s.status}`, { defaultValue: s.status })}: ${s.count}`}
                />
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </Section>
  );
};
