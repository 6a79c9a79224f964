/** One form input per registry field type (create and edit share them through ResourceInputs). */
import { InputAdornment } from '@mui/material';
import type { FieldDef } from '@bakaya/api/registry';
import {
  AutocompleteInput, BooleanInput, DateInput, DateTimeInput, NumberInput, ReferenceInput, SelectInput, TextInput,
} from 'react-admin';
import { inputKind } from '../registry/fieldKinds';
import { findResource, raNameOf } from '../registry/resourceIndex';
import { JsonInput } from './JsonInput';
import { referenceFilterToQuery } from './referenceSearch';
import { RichTextInput } from '../inputs/RichTextInput';

const upper = (v: string | null) => (typeof v === 'string' ? v.toUpperCase() : v);
const emptyToNull = (v: string) => (v === '' ? null : v);
const toIso = (v: string) => (v ? new Date(v).toISOString() : null);
const rupee = { input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } };
const percentSign = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } };

export const FieldInput = ({ source, def }: { source: string; def: FieldDef }) => {
  const common = { source, label: def.label, helperText: def.help ?? false, isRequired: !!def.required, fullWidth: true };
  switch (inputKind(def)) {
    case null: return null;
    case 'longText': return <TextInput {...common} multiline minRows={3} parse={emptyToNull} />;
    case 'richText': return <RichTextInput {...common} />;
    case 'email': return <TextInput {...common} type="email" parse={emptyToNull} />;
    case 'mobile':
      return <TextInput {...common} parse={emptyToNull} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        helperText={def.help ?? '10 digits, starting with 6, 7, 8 or 9'} />;
    case 'upperCase':
      // GSTIN, PAN, IFSC and UDIN are upper-cased as they are typed (spec §5).
      return <TextInput {...common} parse={(v: string) => emptyToNull(upper(v) ?? '')} sx={{ '& input': { textTransform: 'uppercase' } }} />;
    case 'url': return <TextInput {...common} type="url" parse={emptyToNull} />;
    case 'money':
      return <TextInput {...common} parse={emptyToNull} slotProps={{ ...rupee, htmlInput: { inputMode: 'decimal' } }}
        helperText={def.help ?? 'Rupees, up to 2 decimals'} />;
    case 'percent': return <TextInput {...common} parse={emptyToNull} slotProps={{ ...percentSign, htmlInput: { inputMode: 'decimal' } }} />;
    case 'integer': return <NumberInput {...common} step={1} min={def.min} max={def.max} />;
    case 'boolean': return <BooleanInput source={source} label={def.label} helperText={def.help ?? false} />;
    case 'date': return <DateInput {...common} />;
    case 'datetime': return <DateTimeInput {...common} parse={toIso} />;
    case 'enum':
      // An enum with a default always holds a value (e.g. CMS robots, spec §3): no empty choice to pick.
      return def.default !== undefined
        ? <SelectInput {...common} isRequired choices={[...(def.choices ?? [])]} />
        : <SelectInput {...common} choices={[...(def.choices ?? [])]} emptyText={def.required ? undefined : '—'} />;
    case 'reference':
      return (
        <ReferenceInput source={source} reference={raNameOf(def.reference!)}>
          <AutocompleteInput {...common} filterToQuery={referenceFilterToQuery(findResource(def.reference))} />
        </ReferenceInput>
      );
    case 'json': return <JsonInput {...common} />;
    case 'colour': return <TextInput {...common} type="color" />;
    default: return <TextInput {...common} parse={emptyToNull} />;
  }
};
