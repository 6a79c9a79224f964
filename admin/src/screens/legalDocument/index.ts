/** The legal document edit route (by id and type query). */
import { lazy } from 'react';
import type { ScreenFolder } from '../screenTypes';

export default {
  customScreens: {
    legalDocumentEdit: lazy(() => import('./LegalDocumentEditScreen')),
  },
} satisfies ScreenFolder;
