/**
 * Confirms one move of a case. The server said what the move needs (a note, a settled amount);
 * the dialog asks for it and shows the server's answer beside the field it concerns.
 */
import { Alert, Box, InputAdornment, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { AllowedMove, CaseTransitions } from '@bakaya/api/contracts';
import type { Choice } from '@bakaya/api/registry';
import { EnumChip } from '../../resources/EnumChip';
import { formatMoney } from '../../format/display';
import { FormDialog } from '../FormDialog';
import type { MoveErrors, MoveInput } from './caseModel';

interface TransitionDialogProps {
  move: AllowedMove;
  current: CaseTransitions;
  statuses: readonly Choice[] | undefined;
  onCancel: () => void;
  /** Resolves with the refusal to show, or nothing when the move was made. */
  onConfirm: (input: MoveInput) => Promise<MoveErrors | undefined>;
}

export const TransitionDialog = ({ move, current, statuses, onCancel, onConfirm }: TransitionDialogProps) => {
  const [input, setInput] = useState<MoveInput>({ note: '', settled_amount: '' });
  const [errors, setErrors] = useState<MoveErrors>({});
  const [busy, setBusy] = useState(false);
  const id = `move-${move.to}`;

  const submit = async () => {
    setBusy(true);
    const refused = await onConfirm(input);
    setBusy(false);
    if (refused) setErrors(refused);
  };
  const edit = (key: keyof MoveInput) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setInput((v) => ({ ...v, [key]: e.target.value }));
    setErrors((x) => ({ ...x, [key]: undefined, general: undefined }));
  };

  return (
    <FormDialog
      id={id}
      title={`Move this case to ${move.label}?`}
      confirmLabel={`Move to ${move.label}`}
      busy={busy}
      failure={errors.general ?? ''}
      onCancel={onCancel}
      onSubmit={() => void submit()}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <EnumChip value={current.status} choices={statuses} /> <span aria-hidden="true">→</span>
        <EnumChip value={move.to} choices={statuses} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {move.reason}
      </Typography>
      {move.to === 'full_settled' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This settles the whole due of {formatMoney(current.due_amount)}.
        </Alert>
      )}
      {move.needs_settled_amount && (
        <TextField
          id={`${id}-amount`}
          label="Settled so far (total)"
          required
          fullWidth
          margin="dense"
          autoFocus
          value={input.settled_amount}
          onChange={edit('settled_amount')}
          error={!!errors.settled_amount}
          helperText={
            errors.settled_amount ?? `Due ${formatMoney(current.due_amount)}; already settled ${formatMoney(current.settled_amount)}.`
          }
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
        />
      )}
      <TextField
        id={`${id}-note`}
        label={move.needs_note ? 'Reason' : 'Note (optional)'}
        required={move.needs_note}
        fullWidth
        margin="dense"
        multiline
        minRows={3}
        autoFocus={!move.needs_settled_amount}
        value={input.note}
        onChange={edit('note')}
        error={!!errors.note}
        helperText={
          errors.note ?? (move.needs_note ? 'Shown in the case timeline; the reporter may be told why.' : 'Shown in the case timeline.')
        }
      />
    </FormDialog>
  );
};
