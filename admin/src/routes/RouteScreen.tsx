/**
 * A route-table entry that <Resource> does not serve: checks the entry's feature/access kind
 * (spec §6: without it, back to the dashboard), sets the page title and renders the screen.
 */
import { Loading, ResourceContextProvider, useCanAccess } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { resourceByName } from '../registry/resourceIndex';
import { GENERIC_SCREENS } from '../resources/genericScreens';
import { overridesOf } from '../resources/overrideTypes';
import { AccessDeniedRedirect } from '../screens/AccessDeniedRedirect';
import { NotFoundScreen } from '../screens/NotFoundScreen';
import type { ScreenRegistry } from '../screens/screenTypes';
import type { AdminRoute } from './routeTypes';

const RouteBody = ({ route, screens }: { route: AdminRoute; screens: ScreenRegistry }) => {
  const params = useParams();
  const [search] = useSearchParams();
  const s = route.screen;
  if (s.kind === 'custom') {
    const Screen = screens.customScreens[s.name];
    // Never in a build whose registry passed its checks (tests/admin/screenRegistry, the dev start).
    if (!Screen) return <NotFoundScreen />;
    return <Screen route={route} params={params} search={search} />;
  }
  const def = resourceByName(s.resource);
  if (!def) return <NotFoundScreen />;
  const own = overridesOf(screens.overrides, def);
  const body = (() => {
    switch (s.kind) {
      case 'list': {
        // A resource's own list takes no fixed filter: a filtered route is always the generic list
        // (tests/admin/screenRegistry checks that no filtered route targets a resource with its own list).
        if (s.filterBy) return <GENERIC_SCREENS.list title={route.title} filter={{ [s.filterBy.field]: params[s.filterBy.param] }} />;
        const List = own.list ?? GENERIC_SCREENS.list;
        return <List title={route.title} />;
      }
      case 'show':
      case 'edit': {
        const id = s.idQuery ? search.get(s.idQuery) : params[s.idParam ?? 'id'];
        if (!id) return <NotFoundScreen />;
        const Screen = s.kind === 'show' ? (own.show ?? GENERIC_SCREENS.show) : (own.edit ?? GENERIC_SCREENS.edit);
        return <Screen id={id} />;
      }
      case 'create': {
        if (own.create) return <own.create title={route.title} />;
        return (
          <GENERIC_SCREENS.create
            title={route.title}
            defaults={
              s.defaultsFrom ? { [s.defaultsFrom.field]: Number(params[s.defaultsFrom.param]) || params[s.defaultsFrom.param] } : undefined
            }
          />
        );
      }
    }
  })();
  return <ResourceContextProvider value={def.route}>{body}</ResourceContextProvider>;
};

export const RouteScreen = ({ route, screens }: { route: AdminRoute; screens: ScreenRegistry }) => {
  // Feature titles pass through canAccess as they are; access kinds too.
  const { canAccess, isPending } = useCanAccess({ resource: route.feature, action: route.access });
  // Only a page the admin may open names itself; a refused one leaves the title to the dashboard.
  useDocumentTitle(canAccess ? route.title : undefined);
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDeniedRedirect page={route.title} />;
  return <RouteBody route={route} screens={screens} />;
};
