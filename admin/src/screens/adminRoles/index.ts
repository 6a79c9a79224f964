/** Admin roles: their own create and edit pages (the permission matrix). */
import { lazy } from 'react';
import type { ScreenFolder } from '../screenTypes';

export default {
  overrides: {
    'admin-roles': {
      edit: lazy(() => import('./AdminRoleEdit')),
      create: lazy(() => import('./AdminRoleCreate')),
    },
  },
} satisfies ScreenFolder;
