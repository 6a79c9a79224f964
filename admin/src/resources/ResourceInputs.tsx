import type { ResourceDef } from '@bakaya/api/registry';
import { formFields } from '../registry/fieldKinds';
import { FieldInput } from './FieldInput';
import { FIELD_INPUTS } from './resourceOverrides';

/** The one inputs definition create and edit share: every writable, visible field in order. */
export const ResourceInputs = ({ def }: { def: ResourceDef }) => (
  <>
    {formFields(def).map(([name, field]) => {
      const Override = FIELD_INPUTS[def.name]?.[name];
      return Override ? <Override key={name} source={name} label={field.label} /> : <FieldInput key={name} source={name} def={field} />;
    })}
  </>
);
