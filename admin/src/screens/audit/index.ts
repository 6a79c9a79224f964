/** The audit log: its own list and detail pages, and the audit report route. */
import { lazy } from 'react';
import type { ScreenFolder } from '../screenTypes';

export default {
  overrides: {
    'audit-logs': {
      list: lazy(() => import('./AuditLogList')),
      show: lazy(() => import('./AuditLogShow')),
    },
  },
  customScreens: {
    auditReport: lazy(() => import('./AuditReportScreen')),
  },
} satisfies ScreenFolder;
