/** The case at a glance: who reported it, the defaulter, the amounts and dates, its status in colour. */
import { Box, Card, CardContent } from '@mui/material';
import { toPaise, formatPaise } from '@bakaya/api/validation';
import { Labeled, useRecordContext } from 'react-admin';
import { resourceByName } from '../../registry/resourceIndex';
import { FieldValue } from '../../resources/FieldValue';

const cases = resourceByName('defaulter-cases')!;

/** The fields of the summary, in reading order; the rest stay on the record's full detail list below. */
const SUMMARY = [
  'status',
  'reporter_user_id',
  'reporter_business_id',
  'defaulter_name',
  'defaulter_gstin',
  'defaulter_pan',
  'defaulter_business_id',
  'invoice_total',
  'advance_paid',
  'due_amount',
  'due_date',
  'goods_accepted_on',
  'agreed_credit_days',
  'settled_amount',
  'write_off_amount',
  'verified_on',
  'invoice_number',
  'legal_case',
  'source',
  'created_at',
  'remarks',
] as const;

/** Due − settled − written off, from the record's own rupee strings (integer paise, never floats). */
export function outstandingOf(record: Record<string, unknown> | undefined): string {
  if (!record) return '';
  try {
    const paise = (v: unknown) => (v === null || v === undefined || v === '' ? 0 : toPaise(String(v)));
    return formatPaise(paise(record.due_amount) - paise(record.settled_amount) - paise(record.write_off_amount));
  } catch {
    return '';
  }
}

const Outstanding = () => {
  const record = useRecordContext();
  return (
    <Labeled label="Outstanding">
      <strong>{outstandingOf(record)}</strong>
    </Labeled>
  );
};

export const CaseSummary = () => (
  <Card variant="outlined">
    <CardContent>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', columnGap: 3, rowGap: 1.5 }}>
        {SUMMARY.filter((name) => cases.fields[name]).map((name) => {
          const field = cases.fields[name]!;
          return (
            <Box key={name} sx={name === 'remarks' ? { gridColumn: '1 / -1' } : undefined}>
              <Labeled label={name === 'created_at' ? 'Reported on' : field.label} source={name}>
                <FieldValue source={name} def={field} />
              </Labeled>
            </Box>
          );
        })}
        <Box>
          <Outstanding />
        </Box>
      </Box>
    </CardContent>
  </Card>
);
