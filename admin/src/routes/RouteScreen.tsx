/**
 * A route-table entry that <Resource> does not serve: checks the entry's feature/access kind
 * (spec §6: without it, back to the dashboard), sets the page title and renders the screen.
 */
import { Loading, ResourceContextProvider, useCanAccess } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { resourceByName } from '../registry/resourceIndex';
import { ResourceCreate, ResourceEdit, ResourceList, ResourceShow } from '../resources/lazyScreens';
import { CREATE_SCREENS, EDIT_SCREENS, SHOW_SCREENS } from '../resources/recordScreenOverrides';
import { AccessDeniedRedirect } from '../screens/AccessDeniedRedirect';
import { CUSTOM_SCREENS } from '../screens/customScreens';
import { NotFoundScreen } from '../screens/NotFoundScreen';
import type { AdminRoute } from './routeTypes';

const RouteBody = ({ route }: { route: AdminRoute }) => {
  const params = useParams();
  const [search] = useSearchParams();
  const s = route.screen;
  if (s.kind === 'custom') {
    const Screen = CUSTOM_SCREENS[s.name];
    return <Screen route={route} params={params} search={search} />;
  }
  const def = resourceByName(s.resource);
  if (!def) return <NotFoundScreen />;
  const body = (() => {
    switch (s.kind) {
      case 'list':
        return <ResourceList title={route.title} filter={s.filterBy ? { [s.filterBy.field]: params[s.filterBy.param] } : undefined} />;
      case 'show': case 'edit': {
        const id = s.idQuery ? search.get(s.idQuery) : params[s.idParam ?? 'id'];
        if (!id) return <NotFoundScreen />;
        const Screen = (s.kind === 'show' ? SHOW_SCREENS : EDIT_SCREENS)[def.name] ?? (s.kind === 'show' ? ResourceShow : ResourceEdit);
        return <Screen id={id} />;
      }
      case 'create': {
        const Create = CREATE_SCREENS[def.name];
        if (Create) return <Create title={route.title} />;
        return <ResourceCreate title={route.title} defaults={s.defaultsFrom ? { [s.defaultsFrom.field]: Number(params[s.defaultsFrom.param]) || params[s.defaultsFrom.param] } : undefined} />;
      }
    }
  })();
  return <ResourceContextProvider value={def.route}>{body}</ResourceContextProvider>;
};

export const RouteScreen = ({ route }: { route: AdminRoute }) => {
  // Feature titles pass through canAccess as they are; access kinds too.
  const { canAccess, isPending } = useCanAccess({ resource: route.feature, action: route.access });
  // Only a page the admin may open names itself; a refused one leaves the title to the dashboard.
  useDocumentTitle(canAccess ? route.title : undefined);
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDeniedRedirect page={route.title} />;
  return <RouteBody route={route} />;
};
