/** The GSTINs of a bulk hit: pasted one per line, or a CSV file (a "gstin" column or one per line). */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState, type ChangeEvent } from 'react';
import { MAX_BULK_GSTINS } from '@bakaya/api/contracts';
import { listProblem, parseGstinList } from './gstHitModel';

export interface BulkGstHitFormProps {
  busy: boolean;
  error?: string;
  onList: (gstins: string[]) => void;
  onFile: (file: File) => void;
}

export const BulkGstHitForm = ({ busy, error, onList, onFile }: BulkGstHitFormProps) => {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const list = useMemo(() => parseGstinList(text), [text]);
  const problem = listProblem(list);
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Stack spacing={2}>
      <TextField
        label="GSTINs (one per line)"
        multiline
        minRows={6}
        maxRows={16}
        value={text}
        fullWidth
        onChange={(e) => setText(e.target.value)}
        onBlur={() => setTouched(true)}
        placeholder={'08AABCS1429B1ZX\n27AAPFU0939F1ZV'}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', textTransform: 'uppercase' } } }}
        error={touched && !!text.trim() && !!problem}
        helperText={
          text.trim()
            ? `${list.gstins.length.toLocaleString('en-IN')} GSTIN${list.gstins.length === 1 ? '' : 's'}${list.duplicates ? `, ${list.duplicates} repeated` : ''}` +
              `${list.invalid.length ? `; ${list.invalid.length} not valid (they will be listed as failed)` : ''}. At most ${MAX_BULK_GSTINS.toLocaleString('en-IN')}.`
            : `Paste up to ${MAX_BULK_GSTINS.toLocaleString('en-IN')} GSTINs.`
        }
      />
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={busy || !!problem}
          onClick={() => onList(list.gstins)}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {busy ? 'Looking up…' : `Run GST hit${list.gstins.length ? ` for ${list.gstins.length.toLocaleString('en-IN')}` : ''}`}
        </Button>
        <Typography variant="body2" color="text.secondary">
          or
        </Typography>
        <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={busy}>
          Upload a CSV of GSTINs
          <input hidden type="file" name="file" accept=".csv,.txt,text/csv,text/plain" aria-label="GSTIN CSV file" onChange={choose} />
        </Button>
      </Box>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
};
