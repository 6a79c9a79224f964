/**
 * The media library (spec §2 content-management/cms/media), in place of the generic list: upload
 * (POST /api/media/upload, CMS → add_edit), then the files as a grid with thumbnails, copy-link,
 * open and delete. Every media file is public (the public site shows them), and the page says so.
 */
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { List, Pagination, SearchInput, SelectInput, useCanAccess, useRefresh } from 'react-admin';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { useResourceDef } from '../../resources/useResourceDef';
import { MediaGrid } from './MediaGrid';
import { MediaUploadForm } from './MediaUploadForm';

const TYPES = [
  { id: 'image/png', name: 'PNG' },
  { id: 'image/jpeg', name: 'JPEG' },
  { id: 'image/gif', name: 'GIF' },
  { id: 'image/webp', name: 'WebP' },
  { id: 'image/svg+xml', name: 'SVG' },
  { id: 'application/pdf', name: 'PDF' },
];
const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search by name or alt text" />,
  <SelectInput key="mime_type" source="mime_type" label="Type" choices={TYPES} alwaysOn />,
];

const UploadCard = ({ resource }: { resource: string }) => {
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  if (!canAccess) return null;
  return (
    <Card sx={{ mt: 1 }}>
      <CardContent>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          Upload
        </Typography>
        <MediaUploadForm onUploaded={refresh} />
        <Alert severity="info" sx={{ mt: 1.5 }}>
          Media files are public: anyone with the link can open them. Do not upload members’ documents here.
        </Alert>
      </CardContent>
    </Card>
  );
};

const MediaLibraryScreen = () => {
  const def = useResourceDef();
  useDocumentTitle(def.label);
  return (
    <>
      <UploadCard resource={def.route} />
      <List
        title={def.label}
        filters={filters}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={24}
        exporter={false}
        actions={false}
        empty={false}
        pagination={<Pagination rowsPerPageOptions={[24, 48, 96]} />}
      >
        <MediaGrid />
      </List>
    </>
  );
};

export default MediaLibraryScreen;
