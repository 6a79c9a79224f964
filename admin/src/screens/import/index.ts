/** The bulk import route. */
import { lazy } from 'react';
import type { ScreenFolder } from '../screenTypes';

export default {
  customScreens: {
    bulkImport: lazy(() => import('./BulkImportScreen')),
  },
} satisfies ScreenFolder;
