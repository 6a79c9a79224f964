/** The legal notice process route. */
import { lazy } from 'react';
import type { ScreenFolder } from '../screenTypes';

export default {
  customScreens: {
    legalNoticeProcess: lazy(() => import('./LegalNoticeProcessScreen')),
  },
} satisfies ScreenFolder;
