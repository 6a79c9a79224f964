/** Filters of the eligible-cases picker: search, GST state code, outstanding amount range, due-date range. */
import { Box, TextField } from '@mui/material';
import { useState } from 'react';
import { DayPicker } from '../../inputs/DayPicker';
import { SearchField } from '../tables/SearchField';
import type { TableState } from '../tables/useTableState';
import { filterProblems, sendableFilter } from './legalNoticeModel';

const FIELDS = [
  { key: 'state', label: 'State code', placeholder: '08', width: 130 },
  { key: 'min_amount', label: 'Outstanding from ₹', placeholder: '25000', width: 170 },
  { key: 'max_amount', label: 'Outstanding up to ₹', placeholder: '500000', width: 170 },
] as const;

export const CaseFilters = ({ state }: { state: TableState }) => {
  const [draft, setDraft] = useState<Record<string, unknown>>(state.filter);
  const problems = filterProblems(draft);
  const update = (key: string, value: unknown) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    state.setFilter(sendableFilter(next));
  };
  return (
    <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 1 }}>
      <SearchField label="Search defaulter or GSTIN" value={String(draft.q ?? '')} onChange={(v) => update('q', v)} />
      {FIELDS.map((f) => (
        <TextField
          key={f.key}
          size="small"
          fullWidth={false}
          margin="none"
          label={f.label}
          placeholder={f.placeholder}
          value={String(draft[f.key] ?? '')}
          sx={{ width: f.width }}
          onChange={(e) => update(f.key, f.key === 'state' ? e.target.value.replace(/\D/g, '').slice(0, 2) : e.target.value.trim())}
          error={Boolean(problems[f.key])}
          helperText={problems[f.key] ?? (f.key === 'state' ? 'First 2 GSTIN digits' : ' ')}
        />
      ))}
      <DayPicker
        label="Due from"
        value={String(draft.due_from ?? '')}
        onChange={(v) => update('due_from', v)}
        error={Boolean(problems.due_from)}
        helperText={problems.due_from ?? ' '}
      />
      <DayPicker
        label="Due until"
        value={String(draft.due_to ?? '')}
        onChange={(v) => update('due_to', v)}
        error={Boolean(problems.due_to)}
        helperText={problems.due_to ?? ' '}
      />
    </Box>
  );
};
