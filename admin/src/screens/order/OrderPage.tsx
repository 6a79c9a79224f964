/**
 * The order page (inside a ShowBase): number, status and the refund button; the order's facts;
 * its timeline beside its invoice and credit notes; its payments and its gateway's webhook events.
 * Each related part is shown only when the role may list it.
 */
import { Box, Grid, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Title, useGetList, useShowContext } from 'react-admin';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { canAccess } from '../../providers/canAccess';
import { readSession } from '../../providers/session';
import { resourceByName } from '../../registry/resourceIndex';
import { EnumChip } from '../../resources/EnumChip';
import { CustomerSectionCard } from '../customerDetail/CustomerSectionCard';
import { RecordPageState } from '../RecordPageState';
import { OrderFacts } from './OrderFacts';
import { OrderInvoice } from './OrderInvoice';
import { OrderTimeline } from './OrderTimeline';
import { CREDIT_NOTES, PAYMENTS, RECONCILIATION, WEBHOOK_EVENTS } from './orderSections';
import { RefundButton } from './RefundButton';
import { refundablePaise } from './refundModel';

const orders = resourceByName('orders')!;
const invoices = resourceByName('invoices')!;
const creditNotes = resourceByName(CREDIT_NOTES.resource)!;

export const OrderPage = ({ title }: { title?: string }) => {
  const { record, isPending, error } = useShowContext();
  const may = useMemo(() => {
    const user = readSession()?.user;
    const list = (name: string) => canAccess(user, { resource: resourceByName(name)!.route, action: 'list' });
    return {
      events: list('order-events'),
      payments: list('payments'),
      reconciliation: list(RECONCILIATION.resource),
      webhooks: list('payment-webhook-events'),
      invoices: list('invoices'),
    };
  }, []);
  const orderId = record?.id ?? 0;
  const invoice = useGetList(
    invoices.route,
    { filter: { order_id: orderId }, sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: 1 } },
    { enabled: !!record && may.invoices },
  );
  // The same query as the credit notes card's, so it is read once.
  const notes = useGetList(
    creditNotes.route,
    {
      filter: { order_id: orderId },
      sort: { field: creditNotes.defaultSort[0], order: creditNotes.defaultSort[1] },
      pagination: { page: 1, perPage: CREDIT_NOTES.perPage },
    },
    { enabled: !!record && may.invoices },
  );
  const page = title ?? (record ? `${orders.recordLabel} ${record.order_number}` : orders.recordLabel);
  useDocumentTitle(page);
  if (isPending || error || !record)
    return <RecordPageState notFound="This order does not exist." failed="We could not load this order just now." />;
  const issued = invoice.data?.[0];
  const refundable = refundablePaise(
    record.total,
    issued?.status === 'issued' ? issued.total : undefined,
    (notes.data ?? []).map((n) => n.total),
  );
  return (
    <Box sx={{ mt: 1, mb: 3, display: 'grid', gap: 2 }}>
      <Title title={page} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          Order {String(record.order_number ?? `#${record.id}`)}
        </Typography>
        <EnumChip value={record.status} choices={orders.fields.status?.choices} />
        <Box sx={{ flex: 1 }} />
        {may.invoices && !notes.isPending && <RefundButton refundable={refundable} />}
      </Box>
      <OrderFacts />
      <Grid container spacing={2}>
        {may.events && (
          <Grid size={{ xs: 12, lg: 6 }}>
            <OrderTimeline orderId={record.id} />
          </Grid>
        )}
        {may.invoices && (
          <Grid size={{ xs: 12, lg: 6 }} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            <OrderInvoice invoice={issued} isPending={invoice.isPending} />
            <CustomerSectionCard section={CREDIT_NOTES} ownerId={record.id} owner="order" />
          </Grid>
        )}
        {may.payments && (
          <Grid size={12}>
            <CustomerSectionCard section={PAYMENTS} ownerId={record.id} owner="order" />
          </Grid>
        )}
        {may.reconciliation && (
          <Grid size={12}>
            <CustomerSectionCard section={RECONCILIATION} ownerId={record.id} owner="order" />
          </Grid>
        )}
        {may.webhooks && record.gateway_order_id && (
          <Grid size={12}>
            <CustomerSectionCard section={WEBHOOK_EVENTS} ownerId={String(record.gateway_order_id)} owner="order" />
          </Grid>
        )}
      </Grid>
    </Box>
  );
};
