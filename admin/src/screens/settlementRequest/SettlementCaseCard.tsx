/**
 * The defaulter case the request settles: defaulter name and GSTIN, the due and what is settled
 * so far, the case status, and a link to the case page.
 */
import { Alert, Button, Card, CardContent, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import { useGetOne, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../format/display';
import { resourceByName } from '../../registry/resourceIndex';
import { EnumChip } from '../../resources/EnumChip';
import { Fact, Facts } from '../customerDetail/Facts';

const cases = resourceByName('defaulter-cases')!;
export const casePath = (id: Identifier) => `/${cases.route}/${encodeURIComponent(String(id))}/show`;

export const SettlementCaseCard = ({ caseId, allowed }: { caseId: Identifier | null | undefined; allowed: boolean }) => {
  const enabled = allowed && caseId != null;
  const { data, isPending, error } = useGetOne(cases.route, { id: caseId! }, { enabled });
  return (
    <Card variant="outlined" component="section" aria-labelledby="settlement-case-heading">
      <CardContent>
        <Typography id="settlement-case-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          Defaulter case
        </Typography>
        {!enabled ? (
          <Typography variant="body2" color="text.secondary">
            {caseId == null ? 'No case linked.' : `Case #${String(caseId)}`}
          </Typography>
        ) : isPending ? (
          <Skeleton variant="rounded" height={96} />
        ) : error || !data ? (
          <Alert severity="warning">The case could not be loaded just now.</Alert>
        ) : (
          <>
            <Facts min={150}>
              <Fact label="Defaulter" wide>
                <MuiLink component={Link} to={casePath(data.id)} sx={{ fontWeight: 600 }}>
                  {String(data.defaulter_name)}
                </MuiLink>
              </Fact>
              <Fact label="GSTIN">{data.defaulter_gstin}</Fact>
              <Fact label="Case status">
                <EnumChip value={data.status} choices={cases.fields.status?.choices} />
              </Fact>
              <Fact label="Due">{formatMoney(data.due_amount)}</Fact>
              <Fact label="Settled">{formatMoney(data.settled_amount ?? '0.00')}</Fact>
            </Facts>
            <Button component={Link} to={casePath(data.id)} size="small" sx={{ mt: 1.5, ml: -0.5 }}>
              Open case #{String(data.id)}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
};
