/** Monitoring → audit/report: the audit log with its before/after diffs, under the route's title. */
import type { CustomScreenProps } from '../screenTypes';
import AuditLogList from './AuditLogList';

const AuditReportScreen = ({ route }: CustomScreenProps) => <AuditLogList title={route.title} />;

export default AuditReportScreen;
