/**
 * The settlement flow on the request page, from GET /api/settlement/requests/:id: what staff may do
 * now and the schedule (main column), the letter's signatures and the call-request holds (side column),
 * the payments (the page's whole width, for their many columns). While it loads, skeletons; when it
 * cannot be read, the server's reason and a retry.
 */
import { Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { useRefresh, type Identifier } from 'react-admin';
import { requestMessage } from '../../files/requestMessage';
import { RetryAlert } from '../RetryAlert';
import { CallHolds } from './CallHolds';
import { InstalmentSchedule } from './InstalmentSchedule';
import { LetterSignatures } from './LetterSignatures';
import { SettlementActions } from './SettlementActions';
import { settlementActions } from './settlementActions';
import { useSettlementFlow } from './settlementFlowApi';
import { SettlementPayments } from './SettlementPayments';

export interface FlowParts {
  main: ReactNode;
  side: ReactNode;
  wide: ReactNode;
}

/** The flow's parts for the page's two columns. */
export function useSettlementFlowParts(requestId: Identifier, mayProcess: boolean): FlowParts {
  const { data: flow, isPending, error, refetch } = useSettlementFlow(requestId);
  const refresh = useRefresh();
  if (isPending)
    return { main: <Skeleton variant="rounded" height={180} />, side: <Skeleton variant="rounded" height={180} />, wide: null };
  if (error || !flow)
    return {
      main: <RetryAlert onRetry={refetch}>{requestMessage(error, 'The settlement flow could not be loaded just now.')}</RetryAlert>,
      side: null,
      wide: null,
    };
  const offers = settlementActions(mayProcess, flow);
  return {
    main: (
      <>
        {mayProcess && <SettlementActions flow={flow} offers={offers} onChanged={refresh} />}
        <InstalmentSchedule flow={flow} />
      </>
    ),
    side: (
      <>
        <LetterSignatures flow={flow} />
        <CallHolds holds={flow.holds} releasable={offers.releasableHolds} onChanged={refresh} />
      </>
    ),
    wide: <SettlementPayments flow={flow} />,
  };
}
