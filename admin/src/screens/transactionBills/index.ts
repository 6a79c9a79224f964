/** The transaction bills route. */
import { lazy } from 'react';
import type { ScreenFolder } from '../screenTypes';

export default {
  customScreens: {
    transactionBills: lazy(() => import('./TransactionBillsScreen')),
  },
} satisfies ScreenFolder;
