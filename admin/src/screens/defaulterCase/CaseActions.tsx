/**
 * "Process this case": a button for every move the server allows from the current status
 * (GET …/transitions), shown only to roles with Defaulter → Process. Each opens the confirm dialog;
 * after a move the case, its timeline and the moves are fetched again.
 */
import { Box, Button, Card, CardContent, Skeleton, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNotify, useRefresh, type Identifier } from 'react-admin';
import type { AllowedMove } from '@bakaya/api/contracts';
import { resourceByName } from '../../registry/resourceIndex';
import { movedMessage, moveErrors, transitionBody, type MoveInput } from './caseModel';
import { TransitionDialog } from './TransitionDialog';
import { RetryAlert } from '../RetryAlert';
import { moveCase, useCaseTransitions } from './useCaseTransitions';

const statuses = resourceByName('defaulter-cases')!.fields.status?.choices;
const colourOf = (status: string) => statuses?.find((c) => c.id === status)?.colour ?? '#9e9e9e';

export const CaseActions = ({ caseId }: { caseId: Identifier }) => {
  const { canAccess, isPending: checking } = useCanAccess({ resource: 'defaulter-cases', action: 'process' });
  const { data, isPending, error, refetch } = useCaseTransitions(canAccess ? caseId : undefined);
  const [open, setOpen] = useState<AllowedMove | null>(null);
  const notify = useNotify();
  const refresh = useRefresh();
  if (checking || !canAccess) return null;

  const confirm = async (input: MoveInput) => {
    try {
      await moveCase(caseId, transitionBody(open!, input));
    } catch (err) {
      const refused = moveErrors(err);
      if (refused.stale) void refetch();
      return refused;
    }
    notify(movedMessage(open!), { type: 'success' });
    setOpen(null);
    refresh();
    return undefined;
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          Process this case
        </Typography>
        {isPending ? (
          <Skeleton variant="rounded" height={36} />
        ) : error || !data ? (
          <RetryAlert onRetry={refetch}>We could not load the next steps for this case.</RetryAlert>
        ) : data.allowed.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            This case is closed: no further moves are possible.
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {data.allowed.map((move) => (
              <Tooltip key={move.to} title={move.reason} describeChild>
                <Button
                  variant="outlined"
                  onClick={() => setOpen(move)}
                  aria-haspopup="dialog"
                  sx={{ textTransform: 'none' }}
                  startIcon={
                    <Box
                      component="span"
                      aria-hidden="true"
                      sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colourOf(move.to) }}
                    />
                  }
                >
                  {move.to === data.status ? 'Record a further payment' : `Move to ${move.label}`}
                </Button>
              </Tooltip>
            ))}
          </Box>
        )}
      </CardContent>
      {open && data && (
        <TransitionDialog move={open} current={data} statuses={statuses} onCancel={() => setOpen(null)} onConfirm={confirm} />
      )}
    </Card>
  );
};
