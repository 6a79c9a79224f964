/** Upload one image or PDF (≤ 10 MB) with optional alt text; errors beside the input they concern. */
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Alert, Box, Button, CircularProgress, FormHelperText, TextField } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useNotify } from 'react-admin';
import type { MediaRecord } from '@bakaya/api/contracts';
import { fieldMessages, requestMessage } from '../../files/requestMessage';
import { uploadMedia } from './mediaApi';
import { formatBytes, MEDIA_ACCEPT, uploadProblem } from './mediaModel';

export const MediaUploadForm = ({ onUploaded, imagesOnly }: { onUploaded?: (m: MediaRecord) => void; imagesOnly?: boolean }) => {
  const notify = useNotify();
  const [file, setFile] = useState<File>();
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ file?: string; alt_text?: string; other?: string }>({});

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    setErrors({ file: uploadProblem(chosen) ?? undefined });
  };
  const upload = async () => {
    if (!file || uploadProblem(file)) return;
    setBusy(true);
    try {
      const media = await uploadMedia(file, alt);
      notify(`Uploaded ${media.original_name}`, { type: 'success' });
      setFile(undefined);
      setAlt('');
      setErrors({});
      onUploaded?.(media);
    } catch (error) {
      const fields = fieldMessages(error);
      const message = requestMessage(error, 'The file could not be uploaded.');
      setErrors(
        fields.file || fields.alt_text
          ? { file: fields.file, alt_text: fields.alt_text }
          : (error as { status?: number }).status === 413
            ? { file: message }
            : { other: message },
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box>
          <Button variant="outlined" component="label" disabled={busy} sx={{ height: 40 }}>
            {file ? 'Choose another file' : imagesOnly ? 'Choose an image' : 'Choose an image or PDF'}
            <input
              hidden
              type="file"
              name="file"
              aria-label="Media file"
              accept={imagesOnly ? 'image/*' : MEDIA_ACCEPT}
              onChange={choose}
            />
          </Button>
          <FormHelperText error={!!errors.file} sx={{ maxWidth: 360 }}>
            {errors.file ??
              (file ? `${file.name} · ${formatBytes(file.size)}` : 'PNG, JPEG, GIF, WebP or PDF up to 10 MB; SVG up to 1 MB.')}
          </FormHelperText>
        </Box>
        <TextField
          size="small"
          label="Alt text (optional)"
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
          sx={{ minWidth: 260, flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 255 } }}
          error={!!errors.alt_text}
          helperText={errors.alt_text ?? 'Describes the image for screen readers and search engines.'}
        />
        <Button
          variant="contained"
          onClick={() => void upload()}
          disabled={!file || !!errors.file || busy}
          sx={{ height: 40 }}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <CloudUploadIcon />}
        >
          Upload
        </Button>
      </Box>
      {errors.other && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {errors.other}
        </Alert>
      )}
    </Box>
  );
};
