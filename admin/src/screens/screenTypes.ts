import type { ComponentType } from 'react';
import type { OverrideTable } from '../resources/overrideTypes';
import type { AdminRoute, CustomScreenName } from '../routes/routeTypes';

/** What the route table hands a custom screen. */
export interface CustomScreenProps {
  route: AdminRoute;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

export type CustomScreen = ComponentType<CustomScreenProps>;
export type CustomScreenTable = Readonly<Partial<Record<CustomScreenName, CustomScreen>>>;

/**
 * What a screens/ folder registers in its index.ts: its resources' own screens, field inputs and
 * toolbar buttons (by registry resource name), and the route table's custom screens it serves (by
 * name). Every part is a lazy chunk, loaded on first use, so the first paint of /admin stays small.
 */
export interface ScreenFolder {
  overrides?: OverrideTable;
  customScreens?: CustomScreenTable;
}

/** Every folder's registrations in one place (built once, in screenRegistry.ts, for App). */
export interface ScreenRegistry {
  overrides: OverrideTable;
  customScreens: CustomScreenTable;
}
