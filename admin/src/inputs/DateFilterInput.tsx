/**
 * A list's date filter ("from"/"to" of a date field): the admin's date picker, small, loaded lazily so
 * the pickers stay out of the first load. Its own props carry `source` and `label`, which react-admin's
 * filter bar and "Add filter" menu read from the element.
 */
import { lazy, Suspense } from 'react';

const DatePickerInput = lazy(() => import('./DatePickerInput'));

export interface DateFilterInputProps {
  source: string;
  label: string;
  alwaysOn?: boolean;
}

export const DateFilterInput = ({ source, label }: DateFilterInputProps) => (
  <Suspense fallback={null}>
    <DatePickerInput source={source} label={label} kind="date" compact />
  </Suspense>
);
