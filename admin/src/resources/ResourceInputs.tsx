import type { ResourceDef } from '@bakaya/api/registry';
import { formFields } from '../registry/fieldKinds';
import { FieldInput } from './FieldInput';
import { useResourceOverrides } from './ResourceOverridesContext';

/** The one inputs definition create and edit share: every writable, visible field in order. */
export const ResourceInputs = ({ def }: { def: ResourceDef }) => {
  const own = useResourceOverrides(def).fieldInputs;
  return (
    <>
      {formFields(def).map(([name, field]) => {
        const Override = own?.[name];
        return Override ? <Override key={name} source={name} label={field.label} /> : <FieldInput key={name} source={name} def={field} />;
      })}
    </>
  );
};
