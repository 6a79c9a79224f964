/**
 * Every case a member may see about the PAN: a table on wide screens, one card per case on a phone.
 * The reporter is named only when it agreed ("a member in <state>" otherwise); a dispute shows the
 * reported business's own statement.
 */
import '../cases/texts/caseFlowTexts';
import { hasAmount, reporterView, type CirCaseView } from '@bakaya/api/contracts';
import { Box, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatInr } from '../../format/format';
import { Line, Section } from '../../layout/DetailSection';

function useCaseTexts() {
  const { t } = useTranslation();
  return {
    t,
    reporter: (c: CirCaseView) => {
      const r = reporterView(c.reporter);
      return r.kind === 'named' ? r.name : t('cir.cases.memberIn', { state: r.state });
    },
    status: (c: CirCaseView) => t(`cases.statuses.${c.status}`, { defaultValue: c.status_label }),
    date: (d: string | null) => (d ? formatDate(d) : '—'),
  };
}

const Dispute = ({ dispute }: { dispute: NonNullable<CirCaseView['dispute']> }) => {
  const { t } = useTranslation();
  return (
    <Box sx={{ borderLeft: 3, borderColor: dispute.status === 'open' ? 'warning.main' : 'divider', pl: 1.5, py: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t(`cir.cases.dispute.${dispute.status}`)}
        <Typography component="span" variant="body2" color="text.secondary">
          {' · '}
          {t('cir.cases.disputeDates', { opened: formatDate(dispute.opened_on) })}
          {dispute.decided_on ? ` · ${t('cir.cases.decidedOn', { date: formatDate(dispute.decided_on) })}` : ''}
        </Typography>
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {t('cir.cases.statement')}: “{dispute.statement}”
      </Typography>
    </Box>
  );
};

const CaseCard = ({ c, showGstin }: { c: CirCaseView; showGstin: boolean }) => {
  const { t, reporter, status, date } = useCaseTexts();
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('cir.cases.caseN', { id: c.id })}</Typography>
          <Chip size="small" label={status(c)} />
        </Stack>
        <Stack spacing={0.5}>
          <Line label={t('cir.cases.reporter')} value={reporter(c)} />
          {showGstin && <Line label={t('businesses.gstin')} value={c.gstin} />}
          <Line label={t('cir.cases.due')} value={formatInr(c.due_amount)} />
          <Line label={t('cir.cases.settled')} value={formatInr(c.settled_amount)} />
          {hasAmount(c.write_off_amount) && <Line label={t('cir.cases.writtenOff')} value={formatInr(c.write_off_amount)} />}
          <Line label={t('cir.cases.outstanding')} value={<strong>{formatInr(c.outstanding)}</strong>} />
          {hasAmount(c.msmed_interest) && <Line label={t('cir.cases.interest')} value={formatInr(c.msmed_interest)} />}
          <Line label={t('cir.cases.dueDate')} value={date(c.due_date)} />
          <Line label={t('cir.cases.reportedOn')} value={date(c.reported_on)} />
          <Line label={t('cir.cases.listedFrom')} value={c.listed_from ? formatDate(c.listed_from) : t('cir.cases.notCounted')} />
        </Stack>
        {c.dispute && (
          <Box sx={{ mt: 1.5 }}>
            <Dispute dispute={c.dispute} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

const CasesTable = ({ cases, showGstin }: { cases: CirCaseView[]; showGstin: boolean }) => {
  const { t, reporter, status, date } = useCaseTexts();
  const columns = 9;
  const money = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
  return (
    <Table size="small" sx={{ display: { xs: 'none', md: 'table' } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('cir.cases.case')}</TableCell>
          <TableCell>{t('cir.cases.reporter')}</TableCell>
          <TableCell>{t('cir.cases.status')}</TableCell>
          <TableCell sx={money}>{t('cir.cases.due')}</TableCell>
          <TableCell sx={money}>{t('cir.cases.settled')}</TableCell>
          <TableCell sx={money}>{t('cir.cases.outstanding')}</TableCell>
          <TableCell sx={money}>{t('cir.cases.interest')}</TableCell>
          <TableCell>{t('cir.cases.dueDate')}</TableCell>
          <TableCell>{t('cir.cases.listedFrom')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {cases.map((c) => (
          <Fragment key={c.id}>
            <TableRow sx={c.dispute ? { '& > td': { borderBottom: 0 } } : undefined}>
              <TableCell>
                {c.id}
                {/* Which GSTIN of the PAN, when it has more than one. */}
                {showGstin && (
                  <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'nowrap' }}>
                    {c.gstin}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{reporter(c)}</TableCell>
              <TableCell>
                <Chip size="small" label={status(c)} />
              </TableCell>
              <TableCell sx={money}>{formatInr(c.due_amount)}</TableCell>
              <TableCell sx={money}>{formatInr(c.settled_amount)}</TableCell>
              <TableCell sx={{ ...money, fontWeight: 600 }}>{formatInr(c.outstanding)}</TableCell>
              <TableCell sx={money}>{hasAmount(c.msmed_interest) ? formatInr(c.msmed_interest) : '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(c.due_date)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{c.listed_from ? formatDate(c.listed_from) : t('cir.cases.notCounted')}</TableCell>
            </TableRow>
            {c.dispute && (
              <TableRow>
                <TableCell colSpan={columns} sx={{ pt: 0 }}>
                  <Dispute dispute={c.dispute} />
                </TableCell>
              </TableRow>
            )}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
};

export const CirCases = ({ cases, gstins }: { cases: CirCaseView[]; gstins: string[] }) => {
  const { t } = useTranslation();
  // The GSTIN column matters only when the PAN has more than one.
  const showGstin = gstins.length > 1;
  return (
    <Section title={t('cir.cases.title')}>
      {cases.length === 0 ? (
        <Typography color="text.secondary">{t('cir.cases.none')}</Typography>
      ) : (
        <>
          <Box sx={{ overflowX: 'auto' }}>
            <CasesTable cases={cases} showGstin={showGstin} />
          </Box>
          <Stack component="ul" spacing={1.5} sx={{ display: { xs: 'flex', md: 'none' }, m: 0, p: 0 }}>
            {cases.map((c) => (
              <CaseCard key={c.id} c={c} showGstin={showGstin} />
            ))}
          </Stack>
        </>
      )}
    </Section>
  );
};
