/** One <Resource> per registry entry, named by its route so react-admin's links land on /admin/<route>/…. */
import { Resource } from 'react-admin';
import { canCreateGeneric, canEditGeneric } from '../registry/fieldKinds';
import { recordTitle } from '../registry/recordTitle';
import { adminResources } from '../registry/resourceIndex';
import { GENERIC_SCREENS } from './genericScreens';
import { overridesOf, type OverrideTable } from './overrideTypes';

/** Each resource's own screens from the override table, the generic ones for the rest. */
export const resourceElements = (table: OverrideTable) =>
  adminResources.map((def) => {
    const own = overridesOf(table, def);
    return (
      <Resource
        key={def.name}
        name={def.route}
        options={{ label: def.label }}
        recordRepresentation={(record) => recordTitle(def, record)}
        list={own.list ?? GENERIC_SCREENS.list}
        show={own.show ?? GENERIC_SCREENS.show}
        edit={canEditGeneric(def) ? (own.edit ?? GENERIC_SCREENS.edit) : undefined}
        create={canCreateGeneric(def) ? (own.create ?? GENERIC_SCREENS.create) : undefined}
      />
    );
  });
