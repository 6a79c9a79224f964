import type { AdminRoute } from '../routes/routeTypes';

/** What the route table hands a custom screen. */
export interface CustomScreenProps {
  route: AdminRoute;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}
