/**
 * The dispute of a case, when it has one: the reported business's statement and documents, the date
 * staff must decide by (red once past), and — for roles with Defaulter → Process, while it is open —
 * Uphold / Reject, each asking for the reason that both sides will read.
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { HttpError, useCanAccess, useNotify, useRefresh, type Identifier } from 'react-admin';
import { formatDay, formatFileSize } from '../../format/display';
import { decideDispute, useCaseDispute, type DisputeDecision } from './useCaseDispute';

const OUTCOME_LABEL = { open: 'Open', upheld: 'Upheld', rejected: 'Rejected' } as const;

export const DisputePanel = ({ caseId }: { caseId: Identifier }) => {
  const { data: dispute, isPending, error, refetch } = useCaseDispute(caseId);
  const { canAccess: canDecide } = useCanAccess({ resource: 'defaulter-cases', action: 'process' });
  const [deciding, setDeciding] = useState<DisputeDecision['outcome'] | null>(null);
  if (isPending || (!error && !dispute)) return null;
  if (error)
    return (
      <Alert severity="warning" action={<Button onClick={() => void refetch()}>Try again</Button>}>
        The dispute of this case could not be loaded just now.
      </Alert>
    );
  const d = dispute!;
  return (
    <Card variant="outlined" sx={{ borderColor: d.status === 'open' ? 'warning.main' : undefined }}>
      <CardContent sx={{ display: 'grid', gap: 1.25 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Dispute · {OUTCOME_LABEL[d.status]}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Opened {formatDay(d.opened_at)} by the reported business ·{' '}
          <Box component="span" sx={{ color: d.past_deadline ? 'error.main' : 'inherit', fontWeight: d.past_deadline ? 700 : 400 }}>
            decide by {formatDay(d.decide_by)}
            {d.past_deadline ? ' — past the deadline' : ''}
          </Box>
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', bgcolor: 'action.hover', p: 1.5, borderRadius: 1 }}>
          {d.statement}
        </Typography>
        {d.documents.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {d.documents.map((doc) => (
              <li key={doc.id}>
                <Typography variant="body2">
                  {doc.original_name} · {formatFileSize(doc.size_bytes)}
                </Typography>
                {doc.sha256 && (
                  <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                    SHA-256 {doc.sha256}
                  </Typography>
                )}
              </li>
            ))}
          </Box>
        )}
        {d.status !== 'open' ? (
          <Typography variant="body2">
            {d.status === 'upheld' ? 'Upheld' : 'Rejected'} {d.decided_at ? `on ${formatDay(d.decided_at)}` : ''}
            {d.decided_by_name ? ` by ${d.decided_by_name}` : ''}: {d.decision_note}
          </Typography>
        ) : canDecide ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" color="secondary" onClick={() => setDeciding('upheld')} aria-haspopup="dialog">
              Uphold the dispute
            </Button>
            <Button variant="outlined" onClick={() => setDeciding('rejected')} aria-haspopup="dialog">
              Reject the dispute
            </Button>
          </Box>
        ) : null}
      </CardContent>
      {deciding && <DecisionDialog caseId={caseId} outcome={deciding} onClose={() => setDeciding(null)} />}
    </Card>
  );
};

const DecisionDialog = ({ caseId, outcome, onClose }: { caseId: Identifier; outcome: DisputeDecision['outcome']; onClose: () => void }) => {
  const [note, setNote] = useState('');
  const [upheldStatus, setUpheldStatus] = useState<'wrongly_reported' | 'removed'>('wrongly_reported');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setProblem('Give the reason for your decision: both sides will read it.');
    setBusy(true);
    try {
      await decideDispute(caseId, { outcome, note: note.trim(), ...(outcome === 'upheld' ? { upheld_status: upheldStatus } : {}) });
      notify(outcome === 'upheld' ? 'Dispute upheld; both sides are told.' : 'Dispute rejected; both sides are told.', { type: 'success' });
      onClose();
      refresh();
    } catch (err) {
      setProblem(err instanceof HttpError ? String(err.body?.errors?.note ?? err.message) : 'The decision could not be saved. Try again.');
    } finally {
      setBusy(false);
    }
  };
  const title = outcome === 'upheld' ? 'Uphold the dispute' : 'Reject the dispute';
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="dispute-decision-title"
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id="dispute-decision-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" color="text.secondary">
          {outcome === 'upheld'
            ? 'The claim no longer counts against the reported business.'
            : 'The case goes back to the status it had before the dispute.'}
        </Typography>
        {outcome === 'upheld' && (
          <TextField
            select
            label="The case becomes"
            value={upheldStatus}
            onChange={(e) => setUpheldStatus(e.target.value as 'wrongly_reported' | 'removed')}
          >
            <MenuItem value="wrongly_reported">Wrongly Reported</MenuItem>
            <MenuItem value="removed">Removed</MenuItem>
          </TextField>
        )}
        <TextField
          label="Reason (both sides will read it)"
          required
          multiline
          minRows={3}
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            setProblem(undefined);
          }}
          error={!!problem}
          helperText={problem}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {title}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
