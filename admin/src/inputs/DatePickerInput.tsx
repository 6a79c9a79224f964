/**
 * The admin's date and date-time input (registry types 'date' and 'datetime'): MUI X pickers that show
 * and accept 'DD, Mon, YYYY' (spec §9) in IST, whatever the browser's zone, instead of the browser's
 * native mm/dd/yyyy. The form holds what the API expects: 'YYYY-MM-DD' or an ISO instant
 * (format/pickerDates.ts). Loaded lazily by FieldInput, so the pickers stay out of the first load.
 */
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import {
  fromPickerValue,
  IST_ZONE,
  PICKER_DATE_FORMAT,
  PICKER_DATETIME_FORMAT,
  toPickerValue,
  type PickerKind,
} from '../format/pickerDates';

export interface DatePickerInputProps {
  source: string;
  kind: PickerKind;
  label: string;
  helperText?: string | false;
  isRequired?: boolean;
}

/** What the form holds while the typed text is not a whole date: the registry's rule then refuses it. */
const UNFINISHED = 'not a date';

const DatePickerInput = ({ source, kind, label, helperText, isRequired }: DatePickerInputProps) => {
  const { field, fieldState, formState, id } = useInput({ source });
  const [picked, setPicked] = useState<Dayjs | null>(() => toPickerValue(kind, field.value));
  // A value set from outside (the record loading, a form reset) replaces what the picker holds
  // (adjusted while rendering, React's pattern for state that follows a prop).
  const [seen, setSeen] = useState<unknown>(field.value);
  if (field.value !== seen) {
    setSeen(field.value);
    if (field.value !== UNFINISHED && fromPickerValue(kind, picked) !== (field.value ?? null)) setPicked(toPickerValue(kind, field.value));
  }
  const onChange = (value: Dayjs | null) => {
    setPicked(value);
    const api = fromPickerValue(kind, value);
    field.onChange(api === undefined ? UNFINISHED : api);
  };
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const error = showError ? fieldState.error?.message : undefined;
  const common = {
    value: picked,
    onChange,
    timezone: IST_ZONE,
    label: <FieldTitle label={label} source={source} isRequired={isRequired} />,
    slotProps: {
      textField: {
        id,
        name: field.name,
        onBlur: field.onBlur,
        inputRef: field.ref,
        fullWidth: true,
        error: !!error,
        helperText: error || helperText ? <InputHelperText error={error} helperText={helperText || undefined} /> : undefined,
        // MUI X's field is a group of sections; its hidden input carries the value for the test suite.
        inputProps: { 'data-source': source },
      },
    },
    sx: { mt: 1, mb: 0.5 },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {kind === 'date' ? (
        <DatePicker {...common} format={PICKER_DATE_FORMAT} />
      ) : (
        <DateTimePicker {...common} format={PICKER_DATETIME_FORMAT} ampm={false} />
      )}
    </LocalizationProvider>
  );
};

export default DatePickerInput;
