/**
 * "Preview" on a message template's detail page: fills each {{placeholder}} with a sample value the staff
 * member may change, and shows the subject and text as a member would get them (POST
 * /api/admin/templates/preview; the same endpoint renders unsaved text when given `body`).
 */
import type { ResourceDef } from '@bakaya/api/registry';
import PreviewIcon from '@mui/icons-material/Preview';
import { Dialog, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, HttpError, useRecordContext } from 'react-admin';
import { API_URL } from '../../config';
import { httpClient } from '../../providers/httpClient';

const PLACEHOLDER = /\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g;
const namesIn = (...texts: unknown[]) => [...new Set(texts.flatMap((t) => [...String(t ?? '').matchAll(PLACEHOLDER)].map((m) => m[1]!)))];

interface Preview {
  subject?: string;
  text: string;
}

export const TemplatePreviewButton = ({ def: _def }: { def: ResourceDef }) => {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const [sample, setSample] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState('');
  if (!record || record.channel === 'pdf') return null;
  const names = namesIn(record.subject, record.body);
  const render = async (values: Record<string, string>) => {
    setError('');
    try {
      const { json } = await httpClient(`${API_URL}/admin/templates/preview`, {
        method: 'POST',
        body: JSON.stringify({
          key: record.key,
          language: record.language ?? 'en',
          channel: record.channel,
          subject: record.subject ?? undefined,
          body: record.body,
          sample: values,
        }),
      });
      setPreview(json as Preview);
    } catch (err) {
      setPreview(null);
      setError(err instanceof HttpError ? err.message : 'The preview could not be made.');
    }
  };
  const start = () => {
    const values = Object.fromEntries(names.map((n) => [n, sample[n] ?? `‹${n}›`]));
    setSample(values);
    setOpen(true);
    void render(values);
  };
  return (
    <>
      <Button label="Preview" onClick={start}>
        <PreviewIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth>
        <DialogTitle>Preview with sample data</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {names.map((n) => (
              <TextField
                key={n}
                label={n}
                size="small"
                value={sample[n] ?? ''}
                onChange={(e) => setSample({ ...sample, [n]: e.target.value })}
                onBlur={() => void render(sample)}
              />
            ))}
            {error && <Typography color="error">{error}</Typography>}
            {preview?.subject && <Typography variant="subtitle1">{preview.subject}</Typography>}
            {preview && (
              <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
                {preview.text}
              </Typography>
            )}
          </Stack>
        </DialogContent>
      </Dialog>
    </>
  );
};
