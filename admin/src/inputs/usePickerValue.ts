/**
 * The state every date picker of the admin keeps (inputs/DatePickerInput.tsx in forms and filters,
 * inputs/DayPicker.tsx on tool screens): the picker's own value, following the value from outside (a
 * record loading, a form reset, a filter cleared), and what to hand on when staff type or pick.
 */
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { fromPickerValue, toPickerValue, type PickerKind } from '../format/pickerDates';

/** What is handed on while the typed text is not a whole date: the screen's own rule refuses it. */
export const UNFINISHED_DATE = 'not a date';

export function usePickerValue(kind: PickerKind, value: unknown, onValue: (api: string | null) => void) {
  const [picked, setPicked] = useState<Dayjs | null>(() => toPickerValue(kind, value));
  // Adjusted while rendering: React's pattern for state that follows a prop.
  const [seen, setSeen] = useState<unknown>(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== UNFINISHED_DATE && fromPickerValue(kind, picked) !== (value || null)) setPicked(toPickerValue(kind, value));
  }
  const onChange = (next: Dayjs | null) => {
    setPicked(next);
    const api = fromPickerValue(kind, next);
    onValue(api === undefined ? UNFINISHED_DATE : api);
  };
  return { picked, onChange };
}
