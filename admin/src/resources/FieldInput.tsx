/** One form input per registry field type (create and edit share them through ResourceInputs). */
import { InputAdornment, Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { FieldDef } from '@bakaya/api/registry';
import { AutocompleteInput, BooleanInput, FormDataConsumer, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { amountUnit, inputKind } from '../registry/fieldKinds';
import { useResourceDef } from './useResourceDef';
import { findResource, raNameOf } from '../registry/resourceIndex';
import { JsonInput } from './JsonInput';
import { referenceFilterToQuery } from './referenceSearch';
import { RichTextInput } from '../inputs/RichTextInput';

// Date pickers ('DD, Mon, YYYY' in IST) come with MUI X and dayjs: loaded only when a form has a date.
const DatePickerInput = lazy(() => import('../inputs/DatePickerInput'));
const pickerFallback = <Skeleton variant="rounded" height={56} sx={{ mt: 1, mb: 0.5 }} />;

const upper = (v: string | null) => (typeof v === 'string' ? v.toUpperCase() : v);
const emptyToNull = (v: string) => (v === '' ? null : v);
const rupee = { input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } };
const percentSign = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } };

/** An amount whose unit is chosen by another field of the form (`unitFrom`): ₹ before it, or % after it. */
const UnitAmountInput = ({ source, def }: { source: string; def: FieldDef }) => (
  <FormDataConsumer<Record<string, unknown>>>
    {({ formData }) => <UnitAmount source={source} def={def} unitValue={formData?.[def.unitFrom!]} />}
  </FormDataConsumer>
);

const UnitAmount = ({ source, def, unitValue }: { source: string; def: FieldDef; unitValue: unknown }) => {
  const unit = amountUnit(def, { [def.unitFrom!]: unitValue });
  const typeLabel = useResourceDef().fields[def.unitFrom!]?.label.toLowerCase() ?? 'type';
  const adornment = unit === 'money' ? rupee : unit === 'percent' ? percentSign : {};
  const help =
    unit === 'money' ? 'Rupees, up to 2 decimals' : unit === 'percent' ? 'Percentage, at most 100' : `Choose the ${typeLabel} first`;
  return (
    <TextInput
      source={source}
      label={def.label}
      isRequired={!!def.required}
      fullWidth
      helperText={def.help ?? help}
      parse={emptyToNull}
      slotProps={{ ...adornment, htmlInput: { inputMode: 'decimal' } }}
    />
  );
};

export const FieldInput = ({ source, def }: { source: string; def: FieldDef }) => {
  if (def.unitFrom && inputKind(def)) return <UnitAmountInput source={source} def={def} />;
  const common = { source, label: def.label, helperText: def.help ?? false, isRequired: !!def.required, fullWidth: true };
  switch (inputKind(def)) {
    case null:
      return null;
    case 'longText':
      return <TextInput {...common} multiline minRows={3} parse={emptyToNull} />;
    case 'richText':
      return <RichTextInput {...common} />;
    case 'email':
      return <TextInput {...common} type="email" parse={emptyToNull} />;
    case 'mobile':
      return (
        <TextInput
          {...common}
          parse={emptyToNull}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
          helperText={def.help ?? '10 digits, starting with 6, 7, 8 or 9'}
        />
      );
    case 'upperCase':
      // GSTIN, PAN, IFSC and UDIN are upper-cased as they are typed (spec §5).
      return (
        <TextInput {...common} parse={(v: string) => emptyToNull(upper(v) ?? '')} sx={{ '& input': { textTransform: 'uppercase' } }} />
      );
    case 'url':
      return <TextInput {...common} type="url" parse={emptyToNull} />;
    case 'money':
      return (
        <TextInput
          {...common}
          parse={emptyToNull}
          slotProps={{ ...rupee, htmlInput: { inputMode: 'decimal' } }}
          helperText={def.help ?? 'Rupees, up to 2 decimals'}
        />
      );
    case 'percent':
      return <TextInput {...common} parse={emptyToNull} slotProps={{ ...percentSign, htmlInput: { inputMode: 'decimal' } }} />;
    case 'integer':
      return <NumberInput {...common} step={1} min={def.min} max={def.max} />;
    case 'boolean':
      return <BooleanInput source={source} label={def.label} helperText={def.help ?? false} />;
    case 'date':
    case 'datetime':
      return (
        <Suspense fallback={pickerFallback}>
          <DatePickerInput
            source={source}
            kind={inputKind(def) as 'date' | 'datetime'}
            label={def.label}
            helperText={def.help}
            isRequired={!!def.required}
          />
        </Suspense>
      );
    case 'enum':
      // An enum with a default always holds a value (e.g. CMS robots, spec §3): no empty choice to pick.
      return def.default !== undefined ? (
        <SelectInput {...common} isRequired choices={[...(def.choices ?? [])]} />
      ) : (
        <SelectInput {...common} choices={[...(def.choices ?? [])]} emptyText={def.required ? undefined : '—'} />
      );
    case 'reference':
      return (
        <ReferenceInput source={source} reference={raNameOf(def.reference!)}>
          <AutocompleteInput {...common} filterToQuery={referenceFilterToQuery(findResource(def.reference))} />
        </ReferenceInput>
      );
    case 'json':
      return <JsonInput {...common} />;
    case 'colour':
      return <TextInput {...common} type="color" />;
    default:
      return <TextInput {...common} parse={emptyToNull} />;
  }
};
