/** The defaulter report route. */
import { lazy } from 'react';
import type { ScreenFolder } from '../screenTypes';

export default {
  customScreens: {
    defaulterReport: lazy(() => import('./DefaulterReportScreen')),
  },
} satisfies ScreenFolder;
