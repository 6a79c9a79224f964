/**
 * The admin's date and date-time input (registry types 'date' and 'datetime', and the date filters of lists): MUI X pickers that show
 * and accept 'DD, Mon, YYYY' (spec §9) in IST, whatever the browser's zone, instead of the browser's
 * native mm/dd/yyyy. The form holds what the API expects: 'YYYY-MM-DD' or an ISO instant
 * (format/pickerDates.ts). Loaded lazily by FieldInput, so the pickers stay out of the first load.
 */
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import { IST_ZONE, PICKER_DATE_FORMAT, PICKER_DATETIME_FORMAT, type PickerKind } from '../format/pickerDates';
import { UNFINISHED_DATE, usePickerValue } from './usePickerValue';

export interface DatePickerInputProps {
  source: string;
  kind: PickerKind;
  label: string;
  helperText?: string | false;
  isRequired?: boolean;
  /** In a list's filter bar: small, no margins, as wide as a date needs. */
  compact?: boolean;
}

const DatePickerInput = ({ source, kind, label, helperText, isRequired, compact }: DatePickerInputProps) => {
  const { field, fieldState, formState, id } = useInput({ source });
  // A form holds an unfinished date so its rule can refuse it; a filter keeps its last whole date.
  const { picked, onChange } = usePickerValue(kind, field.value, (api) =>
    compact && api === UNFINISHED_DATE ? undefined : field.onChange(api),
  );
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
        fullWidth: !compact,
        size: compact ? ('small' as const) : undefined,
        error: !!error,
        helperText: error || helperText ? <InputHelperText error={error} helperText={helperText || undefined} /> : undefined,
        // MUI X's field is a group of sections; its hidden input carries the value for the test suite.
        inputProps: { 'data-source': source },
      },
    },
    sx: compact ? { width: 190 } : { mt: 1, mb: 0.5 },
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
