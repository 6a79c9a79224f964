/** PLACEHOLDER audit report: who changed what, with a before/after diff per change. */
import { EmbeddedList } from './EmbeddedList';
import { PlaceholderScreen } from './PlaceholderScreen';
import type { CustomScreenProps } from './screenTypes';

const AuditReportScreen = ({ route }: CustomScreenProps) => (
  <PlaceholderScreen title={route.title} purpose="Every change made through the back office and the API: who, when, from where, and what changed."
    plans={['Side-by-side before/after diff of each change', 'Totals by person, resource and day; CSV download']}>
    <EmbeddedList resource="audit-logs" title="Latest changes" />
  </PlaceholderScreen>
);

export default AuditReportScreen;
