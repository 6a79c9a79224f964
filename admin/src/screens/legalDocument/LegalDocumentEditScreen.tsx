/** Spec: legal-notice documents are edited "by id and type query": ?id=…&type=document|footer-header. */
import { Alert, Box, Link as MuiLink } from '@mui/material';
import { ResourceContextProvider, Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { resourceByName } from '../../registry/resourceIndex';
import ResourceEdit from '../../resources/ResourceEdit';
import type { CustomScreenProps } from '../screenTypes';

const FOOTER_HEADER = new Set(['footer-header', 'footer', 'header', 'footer_header']);

const LegalDocumentEditScreen = ({ route, search }: CustomScreenProps) => {
  const id = search.get('id');
  const type = (search.get('type') ?? 'document').toLowerCase();
  const def = resourceByName(FOOTER_HEADER.has(type) ? 'legal-notice-footer-headers' : 'legal-notice-documents')!;
  if (!id || !/^\d+$/.test(id)) {
    return (
      <Box sx={{ mt: 1 }}>
        <Title title={route.title} />
        <Alert severity="info">
          This page edits one document and needs ?id= and ?type= in its address: open the document from the{' '}
          <MuiLink component={Link} to={`/${def.route}`}>
            {def.label}
          </MuiLink>{' '}
          list.
        </Alert>
      </Box>
    );
  }
  return (
    <ResourceContextProvider value={def.route}>
      <ResourceEdit id={id} />
    </ResourceContextProvider>
  );
};

export default LegalDocumentEditScreen;
