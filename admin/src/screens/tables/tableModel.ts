/** Sorting rules of SortableTable. Pure. */
import type { RangeListParams } from '../../providers/rangeList';

type Sort = RangeListParams['sort'];

/** The same column again flips the order; a new column starts with `first` (numbers and dates: largest/latest). */
export function nextSort(current: Sort, field: string, first: Sort['order'] = 'DESC'): Sort {
  if (current.field === field) return { field, order: current.order === 'ASC' ? 'DESC' : 'ASC' };
  return { field, order: first };
}
