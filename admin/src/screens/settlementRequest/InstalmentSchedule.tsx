/**
 * The settlement's schedule: each instalment (or the one payment) with its due day, amount, what has
 * been paid towards it and whether it is paid, part paid, due or overdue.
 */
import { Typography } from '@mui/material';
import type { SettlementDetailsView } from '@bakaya/api/contracts';
import { formatPaise, istPlainDate } from '@bakaya/api/validation';
import { formatDay } from '../../format/display';
import { EnumChip } from '../../resources/EnumChip';
import { FlowRows, type FlowColumn } from './FlowRows';
import { INSTALMENT_STATES, scheduleRows, type ScheduleRow } from './settlementFlowModel';
import { SectionCard } from './SectionCard';

const COLUMNS: ReadonlyArray<FlowColumn<ScheduleRow>> = [
  { label: 'No.', render: (r) => r.seq },
  { label: 'Due on', nowrap: true, render: (r) => (r.due_on ? formatDay(r.due_on) : 'When agreed') },
  { label: 'Amount', align: 'right', nowrap: true, render: (r) => formatPaise(r.amount) },
  { label: 'Paid so far', align: 'right', nowrap: true, render: (r) => formatPaise(r.paid) },
  { label: 'Status', render: (r) => <EnumChip value={r.state} choices={INSTALMENT_STATES} /> },
];

export const InstalmentSchedule = ({ flow }: { flow: SettlementDetailsView }) => {
  const rows = scheduleRows(flow, istPlainDate(new Date()));
  const overdue = rows.filter((r) => r.state === 'overdue').length;
  return (
    <SectionCard id="settlement-schedule" title="Schedule">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {flow.instalments.length > 0
          ? `${flow.instalments.length} instalments; payments go to the earliest unpaid one first.`
          : 'One payment of the whole amount.'}
        {overdue > 0 && ` ${overdue === 1 ? 'One instalment is' : `${overdue} instalments are`} overdue.`}
      </Typography>
      <FlowRows label="Schedule" rows={rows} rowKey={(r) => r.seq} columns={COLUMNS} />
    </SectionCard>
  );
};
