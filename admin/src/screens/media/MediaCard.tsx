/** One file of the library: preview, name, type and size, then copy-link, open and delete. */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Card, CardActions, CardContent, IconButton, Link, Tooltip, Typography } from '@mui/material';
import { DeleteButton, RecordContextProvider, useCreatePath, useNotify, useResourceContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { MediaRecord } from '@bakaya/api/contracts';
import { formatBytes, mediaFilePath, mediaFileUrl, typeLabel } from './mediaModel';
import { MediaThumbnail } from './MediaThumbnail';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export const MediaCard = ({ media, canDelete }: { media: MediaRecord; canDelete: boolean }) => {
  const notify = useNotify();
  const createPath = useCreatePath();
  const resource = useResourceContext();
  const link = mediaFileUrl(window.location.origin, media.id);
  const copy = async () => {
    if (await copyText(link)) notify('Link copied', { type: 'info' });
    else notify(`Copy this link: ${link}`, { type: 'info', autoHideDuration: 10000 });
  };
  return (
    <Card variant="outlined" data-testid="media-card" data-media-id={media.id} sx={{ display: 'flex', flexDirection: 'column' }}>
      <MediaThumbnail media={media} />
      <CardContent sx={{ py: 1, flex: 1 }}>
        <Link
          component={RouterLink}
          to={createPath({ resource, id: media.id, type: 'show' })}
          variant="body2"
          underline="hover"
          sx={{ fontWeight: 600, wordBreak: 'break-all', color: 'text.primary' }}
          title="Details and alt text"
        >
          {media.original_name}
        </Link>
        <br />
        <Typography variant="caption" color="text.secondary">
          {typeLabel(media.mime_type)} · {formatBytes(media.size_bytes)}
        </Typography>
        {media.alt_text && (
          <Typography variant="caption" component="div" color="text.secondary" noWrap title={media.alt_text}>
            {media.alt_text}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ pt: 0, justifyContent: 'space-between' }}>
        <Box>
          <Tooltip title="Copy link">
            <IconButton size="small" aria-label={`Copy link of ${media.original_name}`} onClick={() => void copy()}>
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Open">
            <IconButton
              size="small"
              aria-label={`Open ${media.original_name}`}
              href={mediaFilePath(media.id)}
              target="_blank"
              rel="noopener"
            >
              <OpenInNewIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
        {canDelete && (
          <RecordContextProvider value={media}>
            <DeleteButton
              size="small"
              label="Delete"
              mutationMode="pessimistic"
              redirect={false}
              confirmTitle={`Delete ${media.original_name}?`}
              confirmContent="The file is removed for good. Pages or mails that show it will show a broken image."
            />
          </RecordContextProvider>
        )}
      </CardActions>
    </Card>
  );
};
