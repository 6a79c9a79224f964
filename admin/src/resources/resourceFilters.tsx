/** Filter inputs of a list, from the registry: `q` search when any field is searchable, then `filter` fields. */
import type { ResourceDef } from '@bakaya/api/registry';
import { AutocompleteInput, NullableBooleanInput, NumberInput, ReferenceInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import { DateFilterInput } from '../inputs/DateFilterInput';
import { filterInputs, isSearchable } from '../registry/fieldKinds';
import { findResource, raNameOf } from '../registry/resourceIndex';
import { referenceFilterToQuery } from './referenceSearch';

export function resourceFilters(def: ResourceDef) {
  const inputs = isSearchable(def) ? [<SearchInput key="q" source="q" alwaysOn placeholder="Search" />] : [];
  for (const f of filterInputs(def)) {
    const field = def.fields[f.field]!;
    const common = { key: f.source, source: f.source, label: f.label };
    switch (f.kind) {
      case 'enum':
        inputs.push(<SelectInput {...common} choices={[...(field.choices ?? [])]} />);
        break;
      case 'boolean':
        inputs.push(<NullableBooleanInput {...common} />);
        break;
      case 'number':
      case 'amountFrom':
      case 'amountTo':
        inputs.push(<NumberInput {...common} />);
        break;
      case 'dateFrom':
      case 'dateTo':
        inputs.push(<DateFilterInput {...common} />);
        break;
      case 'reference': {
        const target = findResource(field.reference);
        inputs.push(
          <ReferenceInput {...common} reference={raNameOf(field.reference!)}>
            <AutocompleteInput label={f.label} filterToQuery={referenceFilterToQuery(target)} />
          </ReferenceInput>,
        );
        break;
      }
      default:
        inputs.push(<TextInput {...common} />);
    }
  }
  return inputs;
}
