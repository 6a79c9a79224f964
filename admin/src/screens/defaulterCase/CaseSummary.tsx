/** The case at a glance: who reported it, the defaulter, the amounts and dates, its status in colour. */
import { Box, Card, CardContent } from '@mui/material';
import { Labeled } from 'react-admin';
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
  'due_amount',
  'due_date',
  'settled_amount',
  'write_off_amount',
  'verified_on',
  'invoice_number',
  'legal_case',
  'source',
  'created_at',
  'remarks',
] as const;

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
      </Box>
    </CardContent>
  </Card>
);
