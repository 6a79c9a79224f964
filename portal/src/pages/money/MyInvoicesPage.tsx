/** /my-invoices: the member's GST invoices (a table; cards on phones), each downloadable as a PDF. */
import type { MemberInvoice } from '@bakaya/api/contracts';
import { fromPaise, toPaise } from '@bakaya/api/validation';
import {
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { showToast } from '../../feedback/toasts';
import { formatDate, formatInr } from '../../format/format';
import { serverMessage } from '../../i18n/i18n';
import { downloadInvoicePdf, useMyInvoices } from './moneyApi';
import { QueryState } from '../../public/QueryState';
import { usePageMeta } from '../../seo/usePageMeta';
import { PageHeading } from '../../layout/PageHeading';

const gstOf = (i: MemberInvoice) => fromPaise(toPaise(i.cgst) + toPaise(i.sgst) + toPaise(i.igst));

const DownloadButton = ({ invoice }: { invoice: MemberInvoice }) => {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const outcome = await downloadInvoicePdf(invoice, i18n.language);
    setBusy(false);
    if (outcome.kind !== 'success')
      showToast(outcome.kind === 'empty' ? 'info' : 'error', serverMessage(outcome.message) ?? outcome.message);
  };
  return (
    <Button size="small" variant="outlined" onClick={() => void download()} disabled={busy} sx={{ whiteSpace: 'nowrap' }}>
      {t('money.download')}
    </Button>
  );
};

const InvoiceTable = ({ rows }: { rows: MemberInvoice[] }) => {
  const { t } = useTranslation();
  return (
    <TableContainer component={Card} variant="outlined">
      <Table size="small" aria-label={t('money.invoicesTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('money.invoiceNumber')}</TableCell>
            <TableCell>{t('money.date')}</TableCell>
            <TableCell>{t('money.businessName')}</TableCell>
            <TableCell align="right">{t('money.taxable')}</TableCell>
            <TableCell align="right">{t('money.gst')}</TableCell>
            <TableCell align="right">{t('money.total')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((i) => (
            <TableRow key={i.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{i.invoiceNumber}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(i.issuedAt)}</TableCell>
              <TableCell>{i.businessName ?? '—'}</TableCell>
              <TableCell align="right">{formatInr(i.taxable)}</TableCell>
              <TableCell align="right">{formatInr(gstOf(i))}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatInr(i.total)}
              </TableCell>
              <TableCell align="right">
                <DownloadButton invoice={i} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

const InvoiceCards = ({ rows }: { rows: MemberInvoice[] }) => {
  const { t } = useTranslation();
  return (
    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
      {rows.map((i) => (
        <Card key={i.id} variant="outlined" component="li" sx={{ listStyle: 'none' }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {i.invoiceNumber}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDate(i.issuedAt)}
              {i.businessName ? ` · ${i.businessName}` : ''}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('money.taxable')}: {formatInr(i.taxable)} · {t('money.gst')}: {formatInr(gstOf(i))}
            </Typography>
            <Typography sx={{ fontWeight: 600, mb: 1 }}>
              {t('money.total')}: {formatInr(i.total)}
            </Typography>
            <DownloadButton invoice={i} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
};

const MyInvoicesPage = () => {
  const { t } = useTranslation();
  usePageMeta({ title: t('money.invoicesTitle'), robots: 'noindex, nofollow' });
  const invoices = useMyInvoices();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <Stack spacing={3}>
      <PageHeading title={t('money.invoicesTitle')} intro={t('money.invoicesIntro')} />
      <QueryState query={invoices}>
        {(rows) =>
          rows.length === 0 ? (
            <Stack spacing={2} sx={{ alignItems: 'start' }}>
              <Typography color="text.secondary">{t('money.noInvoices')}</Typography>
              <Button component={RouterLink} to="/subscription" variant="contained">
                {t('money.seePlans')}
              </Button>
            </Stack>
          ) : phone ? (
            <InvoiceCards rows={rows} />
          ) : (
            <InvoiceTable rows={rows} />
          )
        }
      </QueryState>
    </Stack>
  );
};

export default MyInvoicesPage;
