/** settlement-requests and defaulter-settlements are two views of the same rows: one detail page for both. */
import { lazy } from 'react';
import type { ScreenFolder } from '../screenTypes';

const SettlementRequestShow = lazy(() => import('./SettlementRequestShow'));

export default {
  overrides: {
    'defaulter-settlements': {
      show: SettlementRequestShow,
    },
    'settlement-requests': {
      show: SettlementRequestShow,
      // Remarks only: status moves belong to the settlement workflow.
      edit: lazy(() => import('./SettlementRemarksEdit')),
    },
  },
} satisfies ScreenFolder;
