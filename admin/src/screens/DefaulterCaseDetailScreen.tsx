/** PLACEHOLDER defaulter case detail: the case and its related records; timeline view and actions to come. */
import { ResourceContextProvider } from 'react-admin';
import { resourceByName } from '../registry/resourceIndex';
import ResourceShow from '../resources/ResourceShow';
import { PlaceholderScreen } from './PlaceholderScreen';
import type { CustomScreenProps } from './screenTypes';

const DefaulterCaseDetailScreen = ({ route, params }: CustomScreenProps) => {
  const def = resourceByName('defaulter-cases')!;
  return (
    <PlaceholderScreen
      title={route.title}
      appBarTitle={false}
      purpose="One reported defaulter: the case, its evidence documents, contact details, status timeline and settlements."
      plans={['Status timeline with who moved the case and why', 'Verify / ask for documents / reject actions (case state machine)', 'Evidence viewer with a zip download']}
    >
      <ResourceContextProvider value={def.route}>
        <ResourceShow id={params.defaulterId} title={route.title} />
      </ResourceContextProvider>
    </PlaceholderScreen>
  );
};

export default DefaulterCaseDetailScreen;
