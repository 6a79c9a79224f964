/** One <Resource> per registry entry, named by its route so react-admin's links land on /admin/<route>/…. */
import { Resource } from 'react-admin';
import { canCreateGeneric } from '../registry/fieldKinds';
import { recordTitle } from '../registry/recordTitle';
import { adminResources } from '../registry/resourceIndex';
import { ResourceCreate, ResourceEdit, ResourceList, ResourceShow } from './lazyScreens';
import { LIST_SCREENS } from './listScreenOverrides';
import { CREATE_SCREENS, EDIT_SCREENS, SHOW_SCREENS } from './recordScreenOverrides';

export const resourceElements = adminResources.map((def) => (
  <Resource
    key={def.name}
    name={def.route}
    options={{ label: def.label }}
    recordRepresentation={(record) => recordTitle(def, record)}
    list={LIST_SCREENS[def.name] ?? ResourceList}
    show={SHOW_SCREENS[def.name] ?? ResourceShow}
    edit={def.readOnly ? undefined : EDIT_SCREENS[def.name] ?? ResourceEdit}
    create={canCreateGeneric(def) ? CREATE_SCREENS[def.name] ?? ResourceCreate : undefined}
  />
));
