/**
 * A calendar-day picker for the admin's tool screens (filters and periods outside react-admin forms):
 * shows and accepts 'DD, Mon, YYYY' in IST, like every date input of the admin, and hands on what the
 * API takes — 'YYYY-MM-DD', '' when cleared, or UNFINISHED_DATE while the typed text is not a whole date.
 */
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { ReactNode } from 'react';
import { IST_ZONE, PICKER_DATE_FORMAT } from '../format/pickerDates';
import { usePickerValue } from './usePickerValue';

export interface DayPickerProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: ReactNode;
  width?: number;
}

export const DayPicker = ({ label, value, onChange, error, helperText, width = 230 }: DayPickerProps) => {
  const { picked, onChange: onPicked } = usePickerValue('date', value, (api) => onChange(api ?? ''));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        value={picked}
        onChange={onPicked}
        timezone={IST_ZONE}
        format={PICKER_DATE_FORMAT}
        slotProps={{ textField: { size: 'small', margin: 'none', error, helperText, sx: { width } }, field: { clearable: true } }}
      />
    </LocalizationProvider>
  );
};
