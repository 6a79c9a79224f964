/** The staff report route. */
import { lazy } from 'react';
import type { ScreenFolder } from '../screenTypes';

export default {
  customScreens: {
    staffReport: lazy(() => import('./StaffReportScreen')),
  },
} satisfies ScreenFolder;
