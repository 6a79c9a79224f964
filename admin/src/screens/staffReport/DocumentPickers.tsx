/**
 * The report's evidence, one picker per document kind (invoice, ledger and CA certificates required;
 * bilty and proof of payment optional), each with the chosen files and its message — the form's own
 * or the API's — beside it.
 */
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { REPORT_DOCUMENT_KINDS, type ReportDocumentKind } from '@bakaya/api/contracts';
import { formatFileSize } from '../../format/display';
import { DOCUMENT_LABELS, FILE_ACCEPT, type FormErrors } from './staffReportModel';

interface Props {
  files: Partial<Record<ReportDocumentKind, File[]>>;
  onChoose: (kind: ReportDocumentKind, files: File[]) => void;
  errors: FormErrors;
}

export const DocumentPickers = ({ files, onChoose, errors }: Props) => (
  <Stack spacing={1.5}>
    {REPORT_DOCUMENT_KINDS.map((kind) => {
      const chosen = files[kind.field] ?? [];
      const error = errors[kind.field];
      const id = `report-doc-${kind.field}`;
      return (
        <Box key={kind.field} role="group" aria-labelledby={id}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Button
              variant="outlined"
              component="label"
              size="small"
              startIcon={<UploadFileIcon />}
              color={error ? 'error' : 'primary'}
              sx={{ minWidth: 230, justifyContent: 'flex-start' }}
            >
              <span id={id}>
                {DOCUMENT_LABELS[kind.field]}
                {kind.required ? ' *' : ' (optional)'}
              </span>
              <input
                hidden
                type="file"
                name={kind.field}
                accept={FILE_ACCEPT}
                multiple={kind.max > 1}
                onChange={(e) => onChoose(kind.field, Array.from(e.target.files ?? []))}
              />
            </Button>
            <Typography variant="body2" color={chosen.length ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
              {chosen.length ? chosen.map((f) => `${f.name} · ${formatFileSize(f.size)}`).join(', ') : 'No file chosen'}
            </Typography>
          </Box>
          {error && <FormHelperText error>{error}</FormHelperText>}
        </Box>
      );
    })}
  </Stack>
);
