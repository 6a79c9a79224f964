/** Customers: the customer's own detail page (profile and every section of their records). */
import { lazy } from 'react';
import type { ScreenFolder } from '../screenTypes';

export default {
  overrides: {
    customers: {
      show: lazy(() => import('./CustomerShow')),
    },
  },
} satisfies ScreenFolder;
