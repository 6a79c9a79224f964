/** The files of the current list page as a grid of cards. */
import { Box, Typography } from '@mui/material';
import { useCanAccess, useListContext } from 'react-admin';
import type { MediaRecord } from '@bakaya/api/contracts';
import { MediaCard } from './MediaCard';

export const MediaGrid = () => {
  const { data, isPending, resource } = useListContext<MediaRecord>();
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  if (isPending) return null;
  if (!data?.length) {
    return (
      <Typography sx={{ p: 3 }} color="text.secondary">
        No media files here yet. Upload an image or a PDF above.
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2, p: 2 }} data-testid="media-grid">
      {data.map((m) => (
        <MediaCard key={m.id} media={m} canDelete={!!canDelete} />
      ))}
    </Box>
  );
};
