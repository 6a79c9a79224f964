/** Media files: the media library in place of the generic list. */
import { lazy } from 'react';
import type { ScreenFolder } from '../screenTypes';

export default {
  overrides: {
    'media-files': {
      list: lazy(() => import('./MediaLibraryScreen')),
    },
  },
} satisfies ScreenFolder;
