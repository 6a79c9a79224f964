import { lazy } from 'react';

/** The generic list/detail/edit/create every resource without its own gets, loaded on first use. */
export const GENERIC_SCREENS = {
  list: lazy(() => import('./ResourceList')),
  show: lazy(() => import('./ResourceShow')),
  edit: lazy(() => import('./ResourceEdit')),
  create: lazy(() => import('./ResourceCreate')),
};
