/** PLACEHOLDER export (agent revenue detail export): ask for a file, then download it from Data exports. */
import { EmbeddedList } from './EmbeddedList';
import { PlaceholderScreen } from './PlaceholderScreen';
import type { CustomScreenProps } from './screenTypes';

const ExportDownloadScreen = ({ route }: CustomScreenProps) => {
  const resource = route.screen.kind === 'custom' ? route.screen.resource : undefined;
  return (
    <PlaceholderScreen title={route.title} purpose="Export detailed records to a file for a chosen period. Needs download access."
      plans={['Choose the period and filters', 'The file is prepared in the background and listed in Data exports']}>
      <EmbeddedList resource="export-jobs" filter={resource ? { resource } : undefined} title="Earlier exports" />
    </PlaceholderScreen>
  );
};

export default ExportDownloadScreen;
