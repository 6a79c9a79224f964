/**
 * The MSMED Act interest on a case as of today (GET /api/defaulter-cases/:id/interest): principal,
 * period, rate, interest and total, each month's working, or why it does not apply. Rates come from
 * Settings → RBI bank rates.
 */
import {
  Alert,
  Box,
  Card,
  CardContent,
  Link as MuiLink,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { CaseInterest } from '@bakaya/api/contracts';
import type { Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { API_URL } from '../../config';
import { formatDay, formatMoney } from '../../format/display';
import { httpClient } from '../../providers/httpClient';
import { resourceByName } from '../../registry/resourceIndex';

const rates = resourceByName('rbi-bank-rates');
const ENTERPRISE = { micro: 'Micro', small: 'Small', medium: 'Medium' } as const;

export function useCaseInterest(id: Identifier | undefined) {
  return useQuery({
    queryKey: ['defaulter-cases', 'interest', String(id)],
    queryFn: async () => (await httpClient(`${API_URL}/defaulter-cases/${encodeURIComponent(String(id))}/interest`)).json as CaseInterest,
    enabled: id !== undefined && id !== null && id !== '',
    retry: 1,
  });
}

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2">{value}</Typography>
  </Box>
);

const supplierText = (i: CaseInterest) =>
  `${i.supplier.enterprise_type ? ENTERPRISE[i.supplier.enterprise_type] : 'Type not recorded'} · ${i.supplier.udyam_number ?? 'no Udyam number'}`;

const creditText = (i: CaseInterest) =>
  i.agreed_credit_days === null
    ? '15 days (nothing agreed)'
    : i.credit_days_capped
      ? `45 days (${i.agreed_credit_days} agreed, capped by the Act)`
      : `${i.credit_days} days (agreed)`;

export const CaseInterestPanel = ({ caseId }: { caseId: Identifier }) => {
  const { data, isPending, error } = useCaseInterest(caseId);
  return (
    <Card variant="outlined" component="section" aria-labelledby="case-interest">
      <CardContent>
        <Typography id="case-interest" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          Interest under the MSMED Act, 2006 (sections 15–16)
        </Typography>
        {isPending ? (
          <Skeleton variant="rounded" height={80} />
        ) : error || !data ? (
          <Alert severity="warning">The interest could not be worked out just now.</Alert>
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}>
              <Fact label="Reporting business (MSME)" value={supplierText(data)} />
              <Fact
                label="Accepted on"
                value={`${formatDay(data.accepted_on)}${data.accepted_on_source === 'due_date' ? ' (due date; acceptance not recorded)' : ''}`}
              />
              <Fact label="Credit period" value={creditText(data)} />
              <Fact label="Pay by" value={formatDay(data.due_by)} />
              <Fact label="Outstanding" value={formatMoney(data.principal)} />
              {data.applicable && <Fact label="Interest period" value={`${formatDay(data.from)} → ${formatDay(data.to)}`} />}
              {data.applicable && <Fact label="Interest" value={formatMoney(data.interest)} />}
              {data.applicable && <Fact label="Total with interest" value={formatMoney(data.total)} />}
            </Box>
            {!data.applicable ? (
              <Alert severity="info">
                {data.reason}
                {data.reason_code === 'no_bank_rate' && rates && (
                  <>
                    {' '}
                    <MuiLink component={Link} to={`/${rates.route}`}>
                      Add the rate in {rates.label}.
                    </MuiLink>
                  </>
                )}
              </Alert>
            ) : (
              <>
                <Typography variant="body2" color="text.secondary">
                  Compound interest with monthly rests from {formatDay(data.appointed_day)} at three times the RBI bank rate in force each
                  day (simple interest per day at rate/365, added to the balance at each monthly rest), as of {formatDay(data.as_of)}.
                </Typography>
                <Box sx={{ overflowX: 'auto' }}>
                  <Table size="small" aria-label="How the interest is worked out">
                    <TableHead>
                      <TableRow>
                        <TableCell>From</TableCell>
                        <TableCell>To</TableCell>
                        <TableCell align="right">Days</TableCell>
                        <TableCell align="right">Rate a year</TableCell>
                        <TableCell align="right">On</TableCell>
                        <TableCell align="right">Interest</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.segments.map((s) => (
                        <TableRow key={s.from}>
                          <TableCell>{formatDay(s.from)}</TableCell>
                          <TableCell>{formatDay(s.to)}</TableCell>
                          <TableCell align="right">{s.days}</TableCell>
                          <TableCell align="right">{s.rate_percent}%</TableCell>
                          <TableCell align="right">{formatMoney(s.balance)}</TableCell>
                          <TableCell align="right">{formatMoney(s.interest)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
              </>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
