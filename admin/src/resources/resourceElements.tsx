/** One <Resource> per registry entry, named by its route so react-admin's links land on /admin/<route>/…. */
import { Resource } from 'react-admin';
import { canCreateGeneric } from '../registry/fieldKinds';
import { recordTitle } from '../registry/recordTitle';
import { adminResources } from '../registry/resourceIndex';
import { ResourceCreate, ResourceEdit, ResourceList, ResourceShow } from './lazyScreens';

export const resourceElements = adminResources.map((def) => (
  <Resource
    key={def.name}
    name={def.route}
    options={{ label: def.label }}
    recordRepresentation={(record) => recordTitle(def, record)}
    list={ResourceList}
    show={ResourceShow}
    edit={def.readOnly ? undefined : ResourceEdit}
    create={canCreateGeneric(def) ? ResourceCreate : undefined}
  />
));
