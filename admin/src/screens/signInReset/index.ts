/** The sign-in reset tool route. */
import { lazy } from 'react';
import type { ScreenFolder } from '../screenTypes';

export default {
  customScreens: {
    resetTool: lazy(() => import('./ResetToolScreen')),
  },
} satisfies ScreenFolder;
