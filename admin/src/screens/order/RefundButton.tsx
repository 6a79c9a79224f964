/**
 * "Refund" on a paid order with something left to refund, for roles with the orders feature's
 * process access: opens the refund dialog; a recorded refund is announced with its credit note and
 * the page reloads its records.
 */
import UndoIcon from '@mui/icons-material/Undo';
import { useState } from 'react';
import { Button } from '@mui/material';
import { useCanAccess, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { resourceByName } from '../../registry/resourceIndex';
import { RefundDialog } from './RefundDialog';

const orders = resourceByName('orders')!;

export const RefundButton = ({ refundable }: { refundable: number }) => {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: orders.route, action: 'process' });
  const [open, setOpen] = useState(false);
  if (!record || !canAccess || record.status !== 'paid' || refundable <= 0) return null;
  return (
    <>
      {/* Labelled on every screen size (react-admin's Button drops its label on phones). */}
      <Button variant="outlined" size="small" startIcon={<UndoIcon />} onClick={() => setOpen(true)}>
        Refund
      </Button>
      {open && (
        <RefundDialog
          orderId={record.id}
          orderNumber={String(record.order_number ?? record.id)}
          refundable={refundable}
          onClose={() => setOpen(false)}
          onRefunded={(answer) => {
            setOpen(false);
            notify(`${answer.message}: credit note ${answer.creditNote.number} for ₹${answer.creditNote.total}.`, { type: 'success' });
            refresh();
          }}
        />
      )}
    </>
  );
};
