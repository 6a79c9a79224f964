/** Template, optional batch name and "Create batch" for the chosen cases. */
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { MAX_CASES_PER_BATCH, type NoticeFor } from '@bakaya/api/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useNoticeTemplates } from './legalNoticeApi';

interface Props {
  noticeFor: NoticeFor;
  selected: number;
  busy: boolean;
  onCreate: (documentId: number, name: string) => void;
  onClear: () => void;
}

export const BatchForm = ({ noticeFor, selected, busy, onCreate, onClear }: Props) => {
  const templates = useNoticeTemplates(noticeFor);
  // A template is chosen for one audience: switching buyer/supplier clears the choice.
  const [choice, setChoice] = useState({ noticeFor, documentId: '' });
  const documentId = choice.noticeFor === noticeFor ? choice.documentId : '';
  const setDocumentId = (id: string) => setChoice({ noticeFor, documentId: id });
  const [name, setName] = useState('');
  const list = templates.data ?? [];
  const ready = selected > 0 && documentId !== '' && !busy;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) onCreate(Number(documentId), name.trim());
      }}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      {templates.isSuccess && !list.length && (
        <Alert severity="warning">
          There is no active notice template for {noticeFor === 'buyer' ? 'buyers' : 'suppliers'} yet.{' '}
          <Link to="/legal-notice/documents/new">Write one</Link> in Legal notice documents first.
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          fullWidth={false}
          margin="none"
          label="Notice template"
          value={documentId}
          onChange={(e) => setDocumentId(e.target.value)}
          sx={{ minWidth: 300 }}
          helperText={templates.error ? 'The templates could not be loaded.' : 'Active documents for this audience'}
          error={Boolean(templates.error)}
          disabled={!list.length}
        >
          {list.map((t) => (
            <MenuItem key={t.id} value={String(t.id)}>
              {t.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          fullWidth={false}
          margin="none"
          label="Batch name (optional)"
          value={name}
          onChange={(e) => setName(e.target.value)}
          sx={{ minWidth: 300 }}
          slotProps={{ htmlInput: { maxLength: 160 } }}
          helperText="Left empty: audience, date and number of cases"
        />
        <Button type="submit" variant="contained" startIcon={<PlaylistAddIcon />} disabled={!ready}>
          {busy ? 'Creating…' : `Create batch${selected ? ` of ${selected}` : ''}`}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {selected
          ? `${selected} case${selected === 1 ? '' : 's'} chosen (at most ${MAX_CASES_PER_BATCH}). `
          : 'Tick the cases to include; your choice is kept across pages. '}
        {selected > 0 && (
          <Button size="small" onClick={onClear}>
            Clear the choice
          </Button>
        )}
      </Typography>
    </Box>
  );
};
