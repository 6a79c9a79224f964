/**
 * The settlement request page (inside a ShowBase): the request and who asked for it; the settlement
 * flow — staff actions, schedule, payments with their proofs, the letter's signatures, call-request
 * holds (SettlementFlow); the defaulter case it settles, the bank account it is paid to, and the
 * case's timeline for context. Each part appears only when the role may read its records.
 */
import { Box, Grid, Typography } from '@mui/material';
import type { ResourceDef } from '@bakaya/api/registry';
import { useMemo } from 'react';
import { EditButton, Title, useShowContext } from 'react-admin';
import { formatDay } from '../../format/display';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { readSession } from '../../providers/session';
import { resourceByName } from '../../registry/resourceIndex';
import { EnumChip } from '../../resources/EnumChip';
import { CaseTimeline } from '../defaulterCase/CaseTimeline';
import { BankAccountCard } from './BankAccountCard';
import { RequestSummary } from './RequestSummary';
import { SettlementCaseCard } from './SettlementCaseCard';
import { useSettlementFlowParts } from './SettlementFlow';
import { settlementAccess } from './settlementModel';
import { RecordPageState } from '../RecordPageState';

/** Remarks are edited on the requests resource (defaulter settlements are the same rows, read-only). */
const requests = resourceByName('settlement-requests')!;

export const SettlementPage = ({ def, title }: { def: ResourceDef; title?: string }) => {
  const { record, isPending, error } = useShowContext();
  const access = useMemo(() => settlementAccess(readSession()?.user), []);
  const flow = useSettlementFlowParts(record?.id ?? '', access.process);
  const page = title ?? (record ? `${def.recordLabel} #${record.id}` : def.recordLabel);
  useDocumentTitle(page);
  if (isPending || error || !record)
    return (
      <RecordPageState
        notFound={'This settlement request does not exist.'}
        failed={'We could not load this settlement request just now.'}
      />
    );
  return (
    <Box sx={{ mt: 1, mb: 3, display: 'grid', gap: 2 }}>
      <Title title={page} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          Settlement request #{String(record.id)}
        </Typography>
        <EnumChip value={record.status} choices={def.fields.status?.choices} />
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {record.created_at ? `Requested ${formatDay(record.created_at)}` : ''}
        </Typography>
        <EditButton resource={requests.route} record={record} label="Edit remarks" />
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <RequestSummary def={def} access={access} />
          {flow.main}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <SettlementCaseCard caseId={record.case_id} allowed={access.defaulterCase} />
          <BankAccountCard accountId={record.bank_account_id} allowed={access.bankAccount} />
          {flow.side}
        </Grid>
      </Grid>
      {flow.wide}
      {access.timeline && record.case_id != null && <CaseTimeline caseId={record.case_id} title="Defaulter case timeline" />}
    </Box>
  );
};
