/** CIR reports: the snapshot as the member saw it (GET /api/cir/reports/:id), not only the stored row. */
import { lazy } from 'react';
import type { ScreenFolder } from '../screenTypes';

export default {
  overrides: {
    'cir-reports': {
      show: lazy(() => import('./CirReportShow')),
    },
  },
} satisfies ScreenFolder;
