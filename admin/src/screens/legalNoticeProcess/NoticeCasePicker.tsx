/**
 * Step one of the legal-notice process for one audience: filter the eligible cases, tick them
 * (across pages), choose a template and create the batch — POST /api/legal-notices/batches, all
 * of it or none. The new batch's notices wait as Pending until PDFs are generated.
 */
import { Alert, Box, Link as MuiLink } from '@mui/material';
import type { CreatedBatch, EligibleCase, NoticeFor } from '@bakaya/api/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { requestMessage } from '../../files/requestMessage';
import { useRangeList } from '../../providers/rangeList';
import { SortableTable } from '../tables/SortableTable';
import { useTableState } from '../tables/useTableState';
import { BatchForm } from './BatchForm';
import { CASE_COLUMNS } from './caseColumns';
import { CaseFilters } from './CaseFilters';
import { createBatch } from './legalNoticeApi';
import { ELIGIBLE_URL, toggleIds } from './legalNoticeModel';

export const NoticeCasePicker = ({ noticeFor }: { noticeFor: NoticeFor }) => {
  const notify = useNotify();
  const client = useQueryClient();
  const state = useTableState({ sort: { field: 'outstanding', order: 'DESC' } });
  const { data, isFetching, error } = useRangeList<EligibleCase>('eligible-cases', ELIGIBLE_URL, state, { notice_for: noticeFor });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedBatch | null>(null);

  const pick = (ids: number[], select: boolean) => {
    const { next, refused } = toggleIds(selected, ids, select);
    setSelected(next);
    if (refused) notify(`A batch holds at most ${next.size} cases: ${refused} more were not added.`, { type: 'warning' });
  };

  const create = async (documentId: number, name: string) => {
    setBusy(true);
    try {
      const batch = await createBatch({
        notice_for: noticeFor,
        document_id: documentId,
        case_ids: [...selected],
        ...(name ? { name } : {}),
      });
      setCreated(batch);
      setSelected(new Set());
      notify(`Batch “${batch.name}” created with ${batch.total} pending notice${batch.total === 1 ? '' : 's'}.`, { type: 'success' });
    } catch (err) {
      notify(requestMessage(err, 'The batch could not be created.'), { type: 'error' });
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: ['eligible-cases'] });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {created && (
        <Alert severity="success" onClose={() => setCreated(null)}>
          Batch #{created.id} “{created.name}” holds {created.total} pending notice{created.total === 1 ? '' : 's'}. See it in{' '}
          <MuiLink component={Link} to="/legal-notice/batch">
            Legal notice batches
          </MuiLink>{' '}
          and its notices in{' '}
          <MuiLink component={Link} to={`/legal-notice/list?${new URLSearchParams({ filter: JSON.stringify({ batch_id: created.id }) })}`}>
            Legal notices
          </MuiLink>
          .
        </Alert>
      )}
      <Box>
        <CaseFilters state={state} />
        <SortableTable
          label="Cases eligible for a notice"
          columns={CASE_COLUMNS}
          rows={data?.rows}
          total={data?.total ?? 0}
          rowKey={(c) => c.id}
          state={state}
          loading={isFetching}
          error={error ? requestMessage(error) : undefined}
          empty="No verified or partly settled case matches these filters, or every one is already in an open batch."
          selection={{
            isSelected: (c) => selected.has(c.id),
            toggle: (c) => pick([c.id], !selected.has(c.id)),
            togglePage: (rows, on) =>
              pick(
                rows.map((c) => c.id),
                on,
              ),
          }}
        />
      </Box>
      <BatchForm
        noticeFor={noticeFor}
        selected={selected.size}
        busy={busy}
        onCreate={(d, n) => void create(d, n)}
        onClear={() => setSelected(new Set())}
      />
    </Box>
  );
};
