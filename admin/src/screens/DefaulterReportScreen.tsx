/** PLACEHOLDER report of reported defaulters (by status, reporter and period). */
import { EmbeddedList } from './EmbeddedList';
import { PlaceholderScreen } from './PlaceholderScreen';
import type { CustomScreenProps } from './screenTypes';

const DefaulterReportScreen = ({ route }: CustomScreenProps) => (
  <PlaceholderScreen title={route.title} purpose="A report of the defaulters members have reported: totals by status, reporter and period."
    plans={['Totals by settlement status and month', 'Download as CSV (download access)']}>
    <EmbeddedList resource="defaulter-cases" title="Reported defaulters" />
  </PlaceholderScreen>
);

export default DefaulterReportScreen;
