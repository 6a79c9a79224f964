/**
 * Confirms a staff action that needs a note (releasing a call-request hold, rejecting a request):
 * says what will happen, asks why, and shows the server's answer when it refuses — beside the note
 * when it is about the note, otherwise above the buttons.
 */
import { DialogContentText, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { fieldMessages, requestMessage } from '../../files/requestMessage';
import { FormDialog } from '../FormDialog';
import { NOTE_LIMITS, noteProblem } from './settlementActions';

interface Props {
  id: string;
  title: string;
  children: ReactNode;
  noteLabel: string;
  noteHint: string;
  confirmLabel: string;
  destructive?: boolean;
  onCancel: () => void;
  /** Does the action; a refusal is thrown (react-admin's HttpError) and shown here. */
  onConfirm: (note: string) => Promise<void>;
}

export const NoteDialog = ({ id, title, children, noteLabel, noteHint, confirmLabel, destructive, onCancel, onConfirm }: Props) => {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const problem = noteProblem(note);
    setNoteError(problem);
    setFailure('');
    if (problem) return;
    setBusy(true);
    try {
      await onConfirm(note.trim());
    } catch (error) {
      const onNote = fieldMessages(error).note;
      const message = requestMessage(error, `${confirmLabel} did not go through. Please try again.`);
      setNoteError(onNote);
      setFailure(message === onNote ? '' : message);
      setBusy(false);
    }
  };

  return (
    <FormDialog
      id={id}
      title={title}
      confirmLabel={confirmLabel}
      busy={busy}
      failure={failure}
      destructive={destructive}
      onCancel={onCancel}
      onSubmit={() => void submit()}
    >
      <DialogContentText sx={{ mb: 2 }}>{children}</DialogContentText>
      <TextField
        id={`${id}-note`}
        label={noteLabel}
        required
        fullWidth
        multiline
        minRows={3}
        autoFocus
        value={note}
        onChange={(e) => {
          setNote(e.target.value);
          setNoteError(undefined);
        }}
        error={!!noteError}
        helperText={noteError ?? noteHint}
        slotProps={{ htmlInput: { maxLength: NOTE_LIMITS.max } }}
      />
    </FormDialog>
  );
};
