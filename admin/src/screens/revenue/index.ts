/** The revenue route. */
import { lazy } from 'react';
import type { ScreenFolder } from '../screenTypes';

export default {
  customScreens: {
    revenue: lazy(() => import('./RevenueScreen')),
  },
} satisfies ScreenFolder;
