/** The dashboard route. */
import { lazy } from 'react';
import type { ScreenFolder } from '../screenTypes';

export default {
  customScreens: {
    dashboard: lazy(() => import('./DashboardScreen')),
  },
} satisfies ScreenFolder;
