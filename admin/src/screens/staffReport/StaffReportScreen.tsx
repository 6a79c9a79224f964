/**
 * "Report a defaulter" (customer-management/defaulter/report): staff report a buyer for a member, from
 * one of the member's active, GST-verified businesses, through the report flow — the same service as
 * the member's own form (evidence, the duplicate-invoice check, the member's fee from their wallet).
 * The form checks the API's shared contract before sending; the API's field errors land beside their
 * fields, a refusal of the whole report (no plan, wallet short, invoice already reported) above the
 * button. On success: the toast and the new case's page.
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormHelperText,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { reportAmounts, type ReportDocumentKind } from '@bakaya/api/contracts';
import { formatPaise } from '@bakaya/api/validation';
import { useState, type FormEvent } from 'react';
import { Title, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { fieldMessages, requestMessage } from '../../files/requestMessage';
import { DayPicker } from '../../inputs/DayPicker';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import type { CustomScreenProps } from '../screenTypes';
import { cleanAmount } from '../defaulterCase/caseModel';
import { DocumentPickers } from './DocumentPickers';
import { InvoiceRows } from './InvoiceRows';
import { ReporterPicker } from './ReporterPicker';
import { submitStaffReport, type Member } from './staffReportApi';
import {
  casePath,
  FILE_HINT,
  initialReport,
  reportErrors,
  reportOf,
  splitServerErrors,
  type FormErrors,
  type StaffReportForm,
} from './staffReportModel';
import { Section } from './Section';

const StaffReportScreen = ({ route }: CustomScreenProps) => {
  useDocumentTitle(route.title);
  const notify = useNotify();
  const navigate = useNavigate();
  const [form, setForm] = useState<StaffReportForm>(initialReport);
  const [member, setMember] = useState<Member | null>(null);
  const [files, setFiles] = useState<Partial<Record<ReportDocumentKind, File[]>>>({});
  const [errors, setErrors] = useState<FormErrors>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);

  const set = (patch: Partial<StaffReportForm>, ...cleared: string[]) => {
    setForm((f) => ({ ...f, ...patch }));
    const keys = cleared.length ? cleared : Object.keys(patch);
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !keys.some((c) => k === c || k.startsWith(`${c}.`)))));
  };
  const text = (key: 'defaulter_gstin' | 'defaulter_name' | 'advance_paid' | 'agreed_credit_days' | 'remarks' | 'ca_udin') => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value }),
    error: !!errors[key],
    helperText: errors[key],
    size: 'small' as const,
    variant: 'outlined' as const,
  });
  const contact = (key: 'name' | 'mobile' | 'email') => ({
    value: form.contact[key],
    onChange: (e: { target: { value: string } }) =>
      set({ contact: { ...form.contact, [key]: e.target.value } }, `contact.${key}`, 'contact'),
    error: !!errors[`contact.${key}`],
    helperText: errors[`contact.${key}`],
    size: 'small' as const,
    variant: 'outlined' as const,
  });
  const amounts = reportAmounts(
    form.invoices.map((r) => ({ amount: cleanAmount(r.amount) || '0' })),
    cleanAmount(form.advance_paid) || '0',
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const own = reportErrors(form, files);
    setErrors(own);
    setAlert(Object.keys(own).length ? 'Please correct the highlighted fields.' : '');
    if (Object.keys(own).length) return;
    setBusy(true);
    try {
      const created = await submitStaffReport(reportOf(form), files);
      notify(created.message, { type: 'success' });
      navigate(casePath(created.data.id));
    } catch (error) {
      const status = (error as { status?: number }).status;
      const shown = splitServerErrors(
        status,
        fieldMessages(error),
        requestMessage(error, 'The report could not be created. Please try again.'),
      );
      setErrors(shown.fields);
      setAlert(shown.alert);
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 1, mb: 3, maxWidth: 1100 }}>
      <Title title={route.title} />
      <Card>
        <CardContent
          component="form"
          noValidate
          onSubmit={(e: FormEvent) => void submit(e)}
          aria-label="Report a defaulter"
          sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}
        >
          <Box>
            <Typography variant="h5" component="h1" gutterBottom>
              Report a defaulter for a member
            </Typography>
            <Typography variant="body2" color="text.secondary">
              The case is the member’s, as if they had reported it: any fee of their plan is taken from their wallet, and it starts in
              processing for review. To report many buyers from a file, use Report defaulters in bulk.
            </Typography>
          </Box>

          <Section title="Reporting member">
            <ReporterPicker
              member={member}
              onMember={setMember}
              businessId={form.reporter_business_id}
              onBusiness={(id) => set({ reporter_business_id: id })}
              error={errors.reporter_business_id}
            />
          </Section>

          <Section title="Buyer who has not paid">
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              <TextField
                {...text('defaulter_gstin')}
                label="Buyer’s GSTIN"
                required
                slotProps={{ htmlInput: { maxLength: 15, style: { textTransform: 'uppercase' }, spellCheck: false } }}
                sx={{ width: { xs: '100%', sm: 230 } }}
              />
              <TextField {...text('defaulter_name')} label="Buyer’s name" required sx={{ flex: 1, minWidth: { xs: '100%', sm: 300 } }} />
            </Box>
          </Section>

          <Section title="Invoices">
            <InvoiceRows rows={form.invoices} onChange={(invoices) => set({ invoices })} errors={errors} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
              <TextField
                {...text('advance_paid')}
                label="Advance received"
                slotProps={{
                  input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
                  htmlInput: { inputMode: 'decimal' },
                }}
                sx={{ width: { xs: '100%', sm: 230 } }}
              />
              <DayPicker
                label="Goods accepted on"
                value={form.goods_accepted_on}
                onChange={(goods_accepted_on) => set({ goods_accepted_on })}
                error={!!errors.goods_accepted_on}
                helperText={errors.goods_accepted_on}
              />
              <TextField
                {...text('agreed_credit_days')}
                label="Agreed credit period (days)"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ width: { xs: '100%', sm: 230 } }}
              />
            </Box>
            <Typography variant="body2" aria-live="polite" data-testid="report-totals" sx={{ mt: 1.5 }}>
              Invoices’ total <strong>{amounts ? formatPaise(amounts.totalPaise) : '—'}</strong> · due now{' '}
              <strong>{amounts ? formatPaise(amounts.duePaise) : '—'}</strong>
            </Typography>
          </Section>

          <Section title="Buyer’s contact person (optional)">
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              <TextField {...contact('name')} label="Contact name" sx={{ width: { xs: '100%', sm: 230 } }} />
              <TextField
                {...contact('mobile')}
                label="Contact mobile"
                slotProps={{ htmlInput: { inputMode: 'tel' } }}
                sx={{ width: { xs: '100%', sm: 230 } }}
              />
              <TextField {...contact('email')} label="Contact email" type="email" sx={{ width: { xs: '100%', sm: 300 } }} />
            </Box>
            <TextField {...text('remarks')} label="Remarks (optional)" multiline minRows={2} fullWidth sx={{ mt: 2 }} />
          </Section>

          <Section title="Documents" hint={`${FILE_HINT} The invoice, the ledger certificate and the CA certificate are required.`}>
            <DocumentPickers
              files={files}
              errors={errors}
              onChoose={(kind, list) => {
                setFiles((f) => ({ ...f, [kind]: list }));
                setErrors((e) => ({ ...e, [kind]: '' }));
              }}
            />
            {errors.files && <FormHelperText error>{errors.files}</FormHelperText>}
            <TextField
              {...text('ca_udin')}
              label="CA UDIN (of the CA certificate)"
              required
              helperText={errors.ca_udin ?? '18 characters, as printed on the certificate.'}
              slotProps={{ htmlInput: { maxLength: 18, style: { textTransform: 'uppercase' }, spellCheck: false } }}
              sx={{ width: { xs: '100%', sm: 300 }, mt: 2 }}
            />
          </Section>

          <Stack spacing={1}>
            <FormControlLabel
              control={<Checkbox checked={form.show_reporter_name} onChange={(e) => set({ show_reporter_name: e.target.checked })} />}
              label="The member agrees to show their business name to members who check this buyer’s credit report"
            />
            <FormControlLabel
              control={<Checkbox checked={form.terms_accepted} onChange={(e) => set({ terms_accepted: e.target.checked })} />}
              label="The member confirms these details are true and the documents genuine, and accepts the terms for reporting a defaulter"
            />
            {errors.terms_accepted && <FormHelperText error>{errors.terms_accepted}</FormHelperText>}
          </Stack>

          {alert && (
            <Alert severity="error" role="alert">
              {alert}
            </Alert>
          )}
          <Stack direction="row">
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {busy ? 'Reporting…' : 'Report defaulter'}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};

export default StaffReportScreen;
