/**
 * Choose an image from the media library, or upload a new one, for an image setting or the
 * rich-text editor. Answers the chosen media record.
 */
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Pagination,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import type { MediaRecord } from '@bakaya/api/contracts';
import { requestMessage } from '../../files/requestMessage';
import { resourceByName } from '../../registry/resourceIndex';
import { MediaThumbnail } from './MediaThumbnail';
import { MediaUploadForm } from './MediaUploadForm';

const PER_PAGE = 18;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'];

export interface MediaPickerDialogProps {
  open: boolean;
  onClose: () => void;
  onPick: (media: MediaRecord) => void;
}

export const MediaPickerDialog = ({ open, onClose, onPick }: MediaPickerDialogProps) => {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const { data, total, isPending, error } = useGetList<MediaRecord>(
    resourceByName('media-files')!.route,
    {
      pagination: { page, perPage: PER_PAGE },
      sort: { field: 'id', order: 'DESC' },
      filter: { mime_type: IMAGE_TYPES, ...(q.trim() ? { q: q.trim() } : {}) },
    },
    { enabled: open },
  );
  const pick = (m: MediaRecord) => {
    onPick(m);
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="media-picker-title">
      <DialogTitle id="media-picker-title">Choose an image</DialogTitle>
      <DialogContent dividers>
        <MediaUploadForm imagesOnly onUploaded={pick} />
        <Divider sx={{ my: 2 }} />
        <TextField
          size="small"
          label="Search the library"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
          sx={{ mb: 2 }}
        />
        {error ? <Alert severity="error">{requestMessage(error, 'The media library could not be loaded.')}</Alert> : null}
        {!isPending && !error && !data?.length && <Typography color="text.secondary">No images found.</Typography>}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: 1.5 }}>
          {data?.map((m) => (
            <ButtonBase
              key={m.id}
              onClick={() => pick(m)}
              aria-label={`Choose ${m.original_name}`}
              sx={{
                display: 'block',
                textAlign: 'left',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                overflow: 'hidden',
                '&:hover': { borderColor: 'primary.main' },
              }}
            >
              <MediaThumbnail media={m} height={100} />
              <Typography variant="caption" noWrap component="div" sx={{ px: 1, py: 0.5 }}>
                {m.original_name}
              </Typography>
            </ButtonBase>
          ))}
        </Box>
        {(total ?? 0) > PER_PAGE && (
          <Pagination sx={{ mt: 2 }} count={Math.ceil((total ?? 0) / PER_PAGE)} page={page} onChange={(_, p) => setPage(p)} size="small" />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
};
