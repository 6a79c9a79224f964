/** The generic screens, loaded on first use so the first paint of /admin stays small. */
import { lazy } from 'react';

export const ResourceList = lazy(() => import('./ResourceList'));
export const ResourceShow = lazy(() => import('./ResourceShow'));
export const ResourceEdit = lazy(() => import('./ResourceEdit'));
export const ResourceCreate = lazy(() => import('./ResourceCreate'));
