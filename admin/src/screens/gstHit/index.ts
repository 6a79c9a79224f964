/** Business → process: "Bulk GST hit" on the businesses list, "GST hit" on a business, and the bulk GST hit route. */
import { lazy } from 'react';
import { lazyPart } from '../../resources/lazyPart';
import type { ScreenFolder } from '../screenTypes';

export default {
  overrides: {
    businesses: {
      listActions: lazyPart(() => import('./BulkGstHitButton').then((m) => ({ default: m.BulkGstHitButton }))),
      showActions: lazyPart(() => import('./GstHitButton').then((m) => ({ default: m.GstHitButton }))),
    },
  },
  customScreens: {
    bulkGstHit: lazy(() => import('./BulkGstHitScreen')),
  },
} satisfies ScreenFolder;
