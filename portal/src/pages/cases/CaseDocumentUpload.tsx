/**
 * Adds a document to the member's own case while it waits for documents (More Documents Required):
 * the kind, the file (PDF, JPEG or PNG, up to 10 MB — the server checks the content again) and, for
 * the CA certificate, its UDIN. The case's documents and evidence links refresh after each upload.
 */
import './texts/caseFlowTexts';
import { REPORT_DOCUMENT_KINDS, REPORT_FILE_MAX_BYTES, type ReportDocumentKind } from '@bakaya/api/contracts';
import { udinSchema } from '@bakaya/api/validation';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { showToast } from '../../feedback/toasts';
import { serverMessage } from '../../i18n/i18n';
import { uploadCaseDocument } from './casesApi';
import { ACCEPT } from './reportFiles';

export function CaseDocumentUpload({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [kind, setKind] = useState<ReportDocumentKind>('invoice');
  const [file, setFile] = useState<File | null>(null);
  const [udin, setUdin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async () => {
    setError(null);
    if (!file) return setError(t('cases.report.file_required'));
    if (file.size > REPORT_FILE_MAX_BYTES) return setError(t('cases.report.file_tooLarge'));
    const checkedUdin = kind === 'ca_certificate' ? udinSchema.safeParse(udin) : null;
    if (checkedUdin && !checkedUdin.success) return setError(serverMessage(checkedUdin.error.issues[0]!.message) ?? null);
    setBusy(true);
    try {
      await uploadCaseDocument(caseId, kind, file, checkedUdin?.success ? checkedUdin.data : null);
      showToast('success', t('cases.uploaded', { name: file.name }));
      setFile(null);
      await Promise.all([
        client.invalidateQueries({ queryKey: ['member-case', String(caseId)] }),
        client.invalidateQueries({ queryKey: ['case-evidence', String(caseId)] }),
      ]);
    } catch (err) {
      const e = err instanceof ApiError ? err : null;
      setError(serverMessage(e?.errors.file ?? e?.errors.udin ?? e?.message ?? '') ?? t('cases.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.5} component="section" aria-label={t('cases.uploadTitle')}>
      <Typography variant="subtitle2" component="h3">
        {t('cases.uploadTitle')}
      </Typography>
      <TextField
        select
        size="small"
        label={t('cases.uploadKind')}
        value={kind}
        onChange={(e) => setKind(e.target.value as ReportDocumentKind)}
      >
        {REPORT_DOCUMENT_KINDS.map((k) => (
          <MenuItem key={k.field} value={k.field}>
            {t(`cases.docKinds.${k.field}`)}
          </MenuItem>
        ))}
      </TextField>
      {kind === 'ca_certificate' && (
        <TextField
          size="small"
          label={t('cases.report.udin')}
          helperText={t('cases.report.udinHint')}
          value={udin}
          onChange={(e) => setUdin(e.target.value)}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" component="label" size="small">
          {t('cases.uploadChoose')}
          <input hidden type="file" accept={ACCEPT} name="case-document" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Button>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {file ? file.name : t('cases.report.noFile')}
        </Typography>
      </Stack>
      {error && (
        <Typography variant="body2" color="error" role="alert">
          {error}
        </Typography>
      )}
      <Button variant="contained" size="small" onClick={() => void upload()} disabled={busy} sx={{ alignSelf: 'start' }}>
        {t('cases.uploadButton')}
      </Button>
    </Stack>
  );
}
