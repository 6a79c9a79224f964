/**
 * The one import flow of every importable list: choose a file → the server checks every row →
 * counts, errors and the first valid rows → "Import N rows" (only when no row has errors: rows
 * are saved together or not at all) → a progress bar until the job is committed or failed.
 */
import { Alert, Box, Button, Stack } from '@mui/material';
import { useCallback, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { ImportJob, ImportPreview } from '@bakaya/api/contracts';
import { fieldMessages, requestMessage } from '../../files/requestMessage';
import { previewImport } from './importApi';
import { ImportCounts } from './ImportCounts';
import { ImportErrorsTable } from './ImportErrorsTable';
import { ImportFileStep } from './ImportFileStep';
import { blockedReason, canCommit, importButtonLabel, importedMessage, rowCount } from './importModel';
import { ImportPreviewTable } from './ImportPreviewTable';
import { ImportProgress } from './ImportProgress';
import { useImportCommit } from './useImportCommit';

export interface ImportFlowProps {
  /** Registry API name, e.g. 'defaulter-cases'. */
  resource: string;
  onImported?: (job: ImportJob) => void;
}

export const ImportFlow = ({ resource, onImported }: ImportFlowProps) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [checking, setChecking] = useState(false);
  const [fileName, setFileName] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  const [preview, setPreview] = useState<ImportPreview>();
  const done = useCallback(
    (job: ImportJob) => {
      notify(importedMessage(job.processed_rows || job.valid_rows), { type: 'success' });
      refresh();
      onImported?.(job);
    },
    [notify, refresh, onImported],
  );
  const { state, start, reset } = useImportCommit(done);

  const check = async (file: File) => {
    reset();
    setPreview(undefined);
    setFileError(undefined);
    setFileName(file.name);
    setChecking(true);
    try {
      setPreview(await previewImport(resource, file));
    } catch (error) {
      const fields = fieldMessages(error);
      const message = requestMessage(error, 'The file could not be checked.');
      setFileError(fields.file && fields.file !== message ? `${message} ${fields.file}` : message);
    } finally {
      setChecking(false);
    }
  };
  const startOver = () => {
    reset();
    setPreview(undefined);
    setFileName(undefined);
    setFileError(undefined);
  };

  if (state.phase === 'committed') {
    return (
      <Stack spacing={2}>
        <Alert severity="success" data-testid="import-success">
          {importedMessage(state.job.processed_rows || state.job.valid_rows)} from {fileName ?? 'the file'}.
        </Alert>
        <Box>
          <Button variant="outlined" onClick={startOver}>
            Import another file
          </Button>
        </Box>
      </Stack>
    );
  }

  const running = state.phase === 'running';
  const blocked = preview ? blockedReason(preview) : null;
  return (
    <Stack spacing={2}>
      {!running && <ImportFileStep resource={resource} busy={checking} fileName={fileName} error={fileError} onFile={check} />}
      {preview && (
        <>
          <ImportCounts preview={preview} />
          {preview.unknown_columns.length > 0 && (
            <Alert severity="warning">These columns match no field and are ignored: {preview.unknown_columns.join(', ')}.</Alert>
          )}
          {preview.errors.length > 0 && <ImportErrorsTable errors={preview.errors} invalidRows={preview.invalid_rows} />}
          <ImportPreviewTable resource={resource} rows={preview.preview} validRows={preview.valid_rows} />
          {blocked && (
            <Alert severity="info" data-testid="import-blocked">
              {blocked}
            </Alert>
          )}
          {state.phase === 'failed' && (
            <Alert severity="error" role="alert" data-testid="import-failed">
              {state.message}
            </Alert>
          )}
          {running && <ImportProgress processed={state.job?.processed_rows ?? 0} valid={preview.valid_rows} />}
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              color="primary"
              disabled={!canCommit(preview) || running || state.phase === 'failed'}
              onClick={() => void start(preview.import_id)}
            >
              {running ? `Importing ${rowCount(preview.valid_rows)}…` : importButtonLabel(preview)}
            </Button>
            {!running && <Button onClick={startOver}>Start over</Button>}
          </Box>
        </>
      )}
    </Stack>
  );
};
