/** Orders: the order's own detail page (facts, invoice, timeline, refund). */
import { lazy } from 'react';
import type { ScreenFolder } from '../screenTypes';

export default {
  overrides: {
    orders: {
      show: lazy(() => import('./OrderShow')),
    },
  },
} satisfies ScreenFolder;
