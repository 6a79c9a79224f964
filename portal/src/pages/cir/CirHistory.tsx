/** Settlement history and the enquiry history ("who checked": every enquiry on one's own business, counts otherwise). */
import { enquiriesView, settlementTiming, type CirReportSnapshot } from '@bakaya/api/contracts';
import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, formatInr } from '../../format/format';
import { Line, Section } from '../../layout/DetailSection';

export const CirSettlements = ({ settlements }: { settlements: CirReportSnapshot['settlements'] }) => {
  const { t } = useTranslation();
  const timing = (days: number | null) => {
    const s = settlementTiming(days);
    return s ? t(`cir.settlements.${s.kind}`, { count: s.days }) : t('cir.settlements.unknown');
  };
  return (
    <Section title={t('cir.settlements.title')}>
      {settlements.length === 0 ? (
        <Typography color="text.secondary">{t('cir.settlements.none')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('cir.settlements.settledOn')}</TableCell>
              <TableCell sx={{ textAlign: 'right' }}>{t('cir.settlements.amount')}</TableCell>
              <TableCell>{t('cir.settlements.timing')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {settlements.map((s, i) => (
              <TableRow key={`${s.case_id}-${s.settled_on}-${i}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(s.settled_on)}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {t('cir.cases.caseN', { id: s.case_id })}
                  </Typography>
                </TableCell>
                <TableCell sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{formatInr(s.amount)}</TableCell>
                <TableCell>{timing(s.days_from_due)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
};

export const CirEnquiries = ({ enquiries }: { enquiries: CirReportSnapshot['enquiries'] }) => {
  const { t } = useTranslation();
  const view = enquiriesView(enquiries);
  const own = enquiries.kind === 'detailed';
  return (
    <Section title={t('cir.enquiries.title')}>
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">
          {own ? t('cir.enquiries.ownIntro') : t('cir.enquiries.otherIntro')}
        </Typography>
        {view.kind === 'none' && <Typography>{view.own ? t('cir.enquiries.noneOwn') : t('cir.enquiries.none')}</Typography>}
        {view.kind === 'counts' && (
          <>
            <Line label={t('cir.enquiries.last30')} value={t('cir.enquiries.checks', { count: view.last30Days })} />
            <Line label={t('cir.enquiries.last12')} value={t('cir.enquiries.checks', { count: view.last12Months })} />
          </>
        )}
        {view.kind === 'detailed' && (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('cir.enquiries.when')}</TableCell>
                <TableCell>{t('cir.enquiries.member')}</TableCell>
                <TableCell>{t('cir.enquiries.purpose')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {view.items.map((e, i) => (
                <TableRow key={`${e.at}-${i}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(e.at)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{e.member}</TableCell>
                  <TableCell>{t(`cir.purposes.${e.purpose}`, { defaultValue: e.purpose })}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
    </Section>
  );
};
