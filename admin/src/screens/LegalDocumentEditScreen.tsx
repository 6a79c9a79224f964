/** Spec: legal-notice documents are edited "by id and type query": ?id=…&type=document|footer-header. */
import { ResourceContextProvider } from 'react-admin';
import { resourceByName } from '../registry/resourceIndex';
import ResourceEdit from '../resources/ResourceEdit';
import { PlaceholderScreen } from './PlaceholderScreen';
import type { CustomScreenProps } from './screenTypes';

const FOOTER_HEADER = new Set(['footer-header', 'footer', 'header', 'footer_header']);

const LegalDocumentEditScreen = ({ route, search }: CustomScreenProps) => {
  const id = search.get('id');
  const type = (search.get('type') ?? 'document').toLowerCase();
  const def = resourceByName(FOOTER_HEADER.has(type) ? 'legal-notice-footer-headers' : 'legal-notice-documents')!;
  if (!id || !/^\d+$/.test(id)) {
    return <PlaceholderScreen title={route.title} purpose="Open a document from the Legal notice documents list: this page needs ?id= and ?type= in its address." />;
  }
  return (
    <ResourceContextProvider value={def.route}>
      <ResourceEdit id={id} />
    </ResourceContextProvider>
  );
};

export default LegalDocumentEditScreen;
