/** Defaulter cases: the case page, as the resource's detail page and as the case-detail route. */
import { lazy } from 'react';
import type { ScreenFolder } from '../screenTypes';

export default {
  overrides: {
    'defaulter-cases': {
      show: lazy(() => import('./DefaulterCaseShow')),
    },
  },
  customScreens: {
    defaulterCaseDetail: lazy(() => import('./DefaulterCaseScreen')),
  },
} satisfies ScreenFolder;
