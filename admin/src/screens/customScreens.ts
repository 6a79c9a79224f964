/** Custom screens by route-table name, each its own lazily loaded chunk. */
import { lazy, type ComponentType } from 'react';
import type { CustomScreenName } from '../routes/routeTypes';
import type { CustomScreenProps } from './screenTypes';

export const CUSTOM_SCREENS: Record<CustomScreenName, ComponentType<CustomScreenProps>> = {
  dashboard: lazy(() => import('./dashboard/DashboardScreen')),
  defaulterCaseDetail: lazy(() => import('./defaulterCase/DefaulterCaseScreen')),
  bulkImport: lazy(() => import('./import/BulkImportScreen')),
  defaulterReport: lazy(() => import('./defaulterReport/DefaulterReportScreen')),
  exportDownload: lazy(() => import('./agentRevenueExport/AgentRevenueExportScreen')),
  transactionBills: lazy(() => import('./transactionBills/TransactionBillsScreen')),
  settingsForm: lazy(() => import('./SettingsFormScreen')),
  resetTool: lazy(() => import('./signInReset/ResetToolScreen')),
  temporaryOtp: lazy(() => import('./TemporaryOtpScreen')),
  legalNoticeProcess: lazy(() => import('./legalNoticeProcess/LegalNoticeProcessScreen')),
  auditReport: lazy(() => import('./audit/AuditReportScreen')),
  legalDocumentEdit: lazy(() => import('./LegalDocumentEditScreen')),
  bulkGstHit: lazy(() => import('./gstHit/BulkGstHitScreen')),
};
