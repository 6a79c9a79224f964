/** A media file's preview: the image itself (lazy-loaded), or an icon for PDFs. */
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box } from '@mui/material';
import type { MediaRecord } from '@bakaya/api/contracts';
import { isImage, mediaFilePath } from './mediaModel';

export const MediaThumbnail = ({
  media,
  height = 140,
}: {
  media: Pick<MediaRecord, 'id' | 'mime_type' | 'alt_text' | 'original_name'>;
  height?: number;
}) => (
  <Box sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', overflow: 'hidden' }}>
    {isImage(media.mime_type) ? (
      <Box
        component="img"
        src={mediaFilePath(media.id)}
        alt={media.alt_text ?? media.original_name}
        loading="lazy"
        sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
      />
    ) : (
      <PictureAsPdfIcon sx={{ fontSize: height / 2.5, color: 'error.main' }} aria-label="PDF document" />
    )}
  </Box>
);
