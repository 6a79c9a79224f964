import type { ResourceDef } from '@bakaya/api/registry';
import { formFields } from '../registry/fieldKinds';
import { FieldInput } from './FieldInput';

/** The one inputs definition create and edit share: every writable, visible field in order. */
export const ResourceInputs = ({ def }: { def: ResourceDef }) => (
  <>
    {formFields(def).map(([name, field]) => <FieldInput key={name} source={name} def={field} />)}
  </>
);
