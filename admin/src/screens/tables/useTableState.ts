/** Page, page size, sort and filters of a SortableTable; a new filter or sort starts again at page 1. */
import { useCallback, useState } from 'react';
import type { RangeListParams } from '../../providers/rangeList';
import { nextSort } from './tableModel';

export interface TableState extends RangeListParams {
  sortBy: (field: string, first?: 'ASC' | 'DESC') => void;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  setFilter: (filter: Record<string, unknown>) => void;
}

export function useTableState(initial: { sort: RangeListParams['sort']; filter?: Record<string, unknown>; perPage?: number }): TableState {
  const [sort, setSort] = useState(initial.sort);
  const [filter, setFilterState] = useState<Record<string, unknown>>(initial.filter ?? {});
  const [page, setPage] = useState(1);
  const [perPage, setPerPageState] = useState(initial.perPage ?? 25);
  const sortBy = useCallback((field: string, first?: 'ASC' | 'DESC') => {
    setSort((s) => nextSort(s, field, first));
    setPage(1);
  }, []);
  const setPerPage = useCallback((n: number) => {
    setPerPageState(n);
    setPage(1);
  }, []);
  const setFilter = useCallback((f: Record<string, unknown>) => {
    setFilterState(f);
    setPage(1);
  }, []);
  return { sort, filter, page, perPage, sortBy, setPage, setPerPage, setFilter };
}
