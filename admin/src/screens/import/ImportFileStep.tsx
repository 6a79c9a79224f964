/** Step 1 of an import: download the template, choose a .csv or .xlsx file (checked at once). */
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useNotify } from 'react-admin';
import { requestMessage } from '../../files/requestMessage';
import { downloadImportTemplate } from './importApi';
import { ACCEPT, isTableFile } from './importModel';

export interface ImportFileStepProps {
  resource: string;
  busy: boolean;
  fileName?: string;
  error?: string;
  onFile: (file: File) => void;
}

export const ImportFileStep = ({ resource, busy, fileName, error, onFile }: ImportFileStepProps) => {
  const notify = useNotify();
  const [localError, setLocalError] = useState<string>();
  const downloadTemplate = async () => {
    try {
      await downloadImportTemplate(resource);
    } catch (e) {
      notify(requestMessage(e, 'The template could not be downloaded.'), { type: 'error' });
    }
  };
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again (after fixing it) fires change again
    if (!file) return;
    if (!isTableFile(file.name)) {
      setLocalError('Choose a .csv or .xlsx file.');
      return;
    }
    setLocalError(undefined);
    onFile(file);
  };
  const shown = localError ?? error;
  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        Fill in the template (one row per record; the first row holds the column names), save it as CSV or Excel (.xlsx), then choose the
        file. Every row is checked first with the same rules as the form; nothing is saved until you confirm.{' '}
        <Link component="button" type="button" onClick={downloadTemplate} sx={{ verticalAlign: 'baseline' }}>
          <DownloadIcon fontSize="inherit" sx={{ verticalAlign: 'middle', mr: 0.25 }} />
          Download template
        </Link>
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          component="label"
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <UploadFileIcon />}
          disabled={busy}
        >
          {busy ? 'Checking rows…' : 'Choose a CSV or XLSX file'}
          <input hidden type="file" name="file" accept={ACCEPT} aria-label="Import file" onChange={choose} />
        </Button>
        {fileName && (
          <Typography variant="body2" color="text.secondary">
            {fileName}
          </Typography>
        )}
      </Box>
      {shown && (
        <Alert severity="error" role="alert">
          {shown}
        </Alert>
      )}
    </Stack>
  );
};
