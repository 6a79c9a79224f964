/**
 * Who reports: a member found by name, mobile or email, then one of that member's businesses. Only an
 * active, GST-verified business can report; the others are listed but cannot be chosen.
 */
import { Autocomplete, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { canReport, useMemberBusinesses, useMemberSearch, type Member } from './staffReportApi';

interface Props {
  member: Member | null;
  onMember: (m: Member | null) => void;
  businessId: number | null;
  onBusiness: (id: number | null) => void;
  /** The message for the business (the form's or the API's), if any. */
  error?: string;
}

const memberLabel = (m: Member) => `${m.name}${m.mobile ? ` · ${m.mobile}` : ''}${m.email ? ` · ${m.email}` : ''}`;

export const ReporterPicker = ({ member, onMember, businessId, onBusiness, error }: Props) => {
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  // Ask the list once typing pauses, not on every key.
  useEffect(() => {
    const t = setTimeout(() => setText(typed), 300);
    return () => clearTimeout(t);
  }, [typed]);
  const found = useMemberSearch(text);
  const businesses = useMemberBusinesses(member?.id ?? null);
  const list = businesses.data ?? [];
  const none = member && businesses.isSuccess && !list.some(canReport);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Autocomplete
        options={found.data ?? []}
        loading={found.isPending}
        value={member}
        onChange={(_e, m) => {
          onMember(m);
          onBusiness(null);
        }}
        onInputChange={(_e, v, reason) => {
          if (reason === 'input') setTyped(v);
        }}
        filterOptions={(x) => x}
        getOptionLabel={memberLabel}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText={text ? 'No member matches' : 'Type a name, mobile or email'}
        sx={{ flex: 1, minWidth: 0 }}
        renderInput={(params) => (
          <TextField
            {...params}
            variant="outlined"
            size="small"
            label="Reporting member"
            required
            error={!!error && !member}
            helperText={found.error ? 'The customers list is not open to your role.' : 'Search by name, mobile or email.'}
          />
        )}
      />
      <TextField
        select
        variant="outlined"
        size="small"
        label="Reporting business"
        required
        value={businessId ?? ''}
        onChange={(e) => onBusiness(e.target.value === '' ? null : Number(e.target.value))}
        disabled={!member || businesses.isPending}
        error={!!error || !!none}
        helperText={
          error ??
          (none ? 'This member has no active, GST-verified business to report from.' : 'An active, GST-verified business of the member.')
        }
        sx={{ flex: 1, minWidth: 0 }}
      >
        {list.map((b) => (
          <MenuItem key={b.id} value={b.id} disabled={!canReport(b)}>
            {b.trade_name} ({b.gstin}){canReport(b) ? '' : Number(b.status) === 1 ? ' — GST not verified' : ' — inactive'}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};
