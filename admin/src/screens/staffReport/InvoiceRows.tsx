/** The report's invoices: number, amount, invoice date and due date per row; rows can be added and removed. */
import { Box, Button, IconButton, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import AddIcon from '@mui/icons-material/Add';
import { REPORT_MAX_INVOICES } from '@bakaya/api/contracts';
import { DayPicker } from '../../inputs/DayPicker';
import { emptyInvoice, type FormErrors, type InvoiceRow } from './staffReportModel';

interface Props {
  rows: InvoiceRow[];
  onChange: (rows: InvoiceRow[]) => void;
  errors: FormErrors;
}

export const InvoiceRows = ({ rows, onChange, errors }: Props) => {
  const set = (i: number, patch: Partial<InvoiceRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const err = (i: number, field: keyof InvoiceRow) => errors[`invoices.${i}.${field}`];
  return (
    <Stack spacing={2}>
      {rows.map((row, i) => (
        <Box key={i} role="group" aria-label={`Invoice ${i + 1}`} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="body2" sx={{ flexGrow: 1, fontWeight: 500 }}>
              Invoice {i + 1}
            </Typography>
            {rows.length > 1 && (
              <IconButton aria-label={`Remove invoice ${i + 1}`} size="small" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <TextField
              variant="outlined"
              size="small"
              label="Invoice number"
              required
              value={row.invoice_number}
              onChange={(e) => set(i, { invoice_number: e.target.value })}
              error={!!err(i, 'invoice_number')}
              helperText={err(i, 'invoice_number')}
              slotProps={{ htmlInput: { maxLength: 60 } }}
              sx={{ width: { xs: '100%', sm: 230 } }}
            />
            <TextField
              variant="outlined"
              size="small"
              label="Amount"
              required
              value={row.amount}
              onChange={(e) => set(i, { amount: e.target.value })}
              error={!!err(i, 'amount')}
              helperText={err(i, 'amount')}
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
                htmlInput: { inputMode: 'decimal' },
              }}
              sx={{ width: { xs: '100%', sm: 230 } }}
            />
            <DayPicker
              label="Invoice date"
              value={row.invoice_date}
              onChange={(invoice_date) => set(i, { invoice_date })}
              error={!!err(i, 'invoice_date')}
              helperText={err(i, 'invoice_date')}
            />
            <DayPicker
              label="Due date"
              value={row.due_date}
              onChange={(due_date) => set(i, { due_date })}
              error={!!err(i, 'due_date')}
              helperText={err(i, 'due_date')}
            />
          </Box>
        </Box>
      ))}
      {rows.length < REPORT_MAX_INVOICES && (
        <Button startIcon={<AddIcon />} onClick={() => onChange([...rows, emptyInvoice()])} sx={{ alignSelf: 'flex-start' }}>
          Add an invoice
        </Button>
      )}
    </Stack>
  );
};
