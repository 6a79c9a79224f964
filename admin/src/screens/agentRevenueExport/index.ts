/** The agent revenue export route. */
import { lazy } from 'react';
import type { ScreenFolder } from '../screenTypes';

export default {
  customScreens: {
    exportDownload: lazy(() => import('./AgentRevenueExportScreen')),
  },
} satisfies ScreenFolder;
