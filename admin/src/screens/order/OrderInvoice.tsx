/** The order's GST invoice: its number linked to its page, total, status and "Download PDF". */
import { Box, Card, Link as MuiLink, Typography } from '@mui/material';
import { RecordContextProvider, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime, formatMoney } from '../../format/display';
import { resourceByName } from '../../registry/resourceIndex';
import { DownloadPdfButton } from '../invoice/DownloadPdfButton';
import { EnumChip } from '../../resources/EnumChip';

const invoices = resourceByName('invoices')!;

export const OrderInvoice = ({ invoice, isPending }: { invoice: RaRecord | undefined; isPending: boolean }) => (
  <Card variant="outlined" component="section" aria-labelledby="order-invoice">
    <Typography id="order-invoice" variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 1.5, pb: 1 }}>
      Invoice
    </Typography>
    {!invoice ? (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
        {isPending ? 'Loading…' : 'No invoice: one is issued when the order is paid.'}
      </Typography>
    ) : (
      <RecordContextProvider value={invoice}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', px: 2, pb: 1.5 }}>
          <MuiLink component={Link} to={`/${invoices.route}/${invoice.id}/show`} variant="body1" sx={{ fontWeight: 500 }}>
            {String(invoice.invoice_number ?? `#${invoice.id}`)}
          </MuiLink>
          <EnumChip value={invoice.status} choices={invoices.fields.status?.choices} />
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 200px' }}>
            {formatMoney(invoice.total)}
            {invoice.issued_at ? ` · issued ${formatDateTime(invoice.issued_at)}` : ''}
          </Typography>
          <DownloadPdfButton def={invoices} />
        </Box>
      </RecordContextProvider>
    )}
  </Card>
);
