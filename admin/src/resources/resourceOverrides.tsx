/**
 * Where a registry resource departs from the generic screens — only what differs: a field's input
 * or extra toolbar actions (own list screens: listScreenOverrides.ts). Everything else stays generic.
 */
import type { ResourceDef } from '@bakaya/api/registry';
import { lazy, Suspense, type ComponentType } from 'react';
import { BulkGstHitButton } from '../screens/gstHit/BulkGstHitButton';
import { GstHitButton } from '../screens/gstHit/GstHitButton';
import { ImportButton } from '../screens/import/ImportButton';

type InputComponent = ComponentType<{ source: string; label?: string }>;

/** An input loaded on first use (its own chunk), with no flash of the whole form meanwhile. */
function lazyInput(load: () => Promise<{ default: InputComponent }>): InputComponent {
  const Input = lazy(load);
  return (props) => <Suspense fallback={null}><Input {...props} /></Suspense>;
}

/** Form inputs by API name and field, in place of the input of the field's type. */
export const FIELD_INPUTS: Readonly<Record<string, Readonly<Record<string, InputComponent>>>> = {
  // The value's input follows the setting's own input type (text, yes/no, choice, rich text, image…).
  'global-settings': { value: lazyInput(() => import('../screens/settings/GlobalSettingValueField').then((m) => ({ default: m.GlobalSettingValueField }))) },
};

/** Extra buttons of a list's toolbar: "Import" on importable lists, "Bulk GST hit" on businesses. */
export const ListExtraActions = ({ def }: { def: ResourceDef }) => (
  <>
    <ImportButton def={def} />
    {def.name === 'businesses' && <BulkGstHitButton resource={def.route} />}
  </>
);

/** Extra buttons of a detail page's toolbar: "GST hit" on a business. */
export const ShowExtraActions = ({ def }: { def: ResourceDef }) => (def.name === 'businesses' ? <GstHitButton /> : null);
