/**
 * Registry resources whose list is a screen of its own rather than the generic list (loaded on
 * first use). Kept apart from resourceOverrides.tsx: App imports this at start-up, so it stays tiny.
 */
import { lazy, type ComponentType } from 'react';

export const LIST_SCREENS: Readonly<Record<string, ComponentType>> = {
  'media-files': lazy(() => import('../screens/media/MediaLibraryScreen')),
  'global-settings': lazy(() => import('../screens/settings/GlobalSettingsScreen')),
  'audit-logs': lazy(() => import('../screens/audit/AuditLogList')),
};
