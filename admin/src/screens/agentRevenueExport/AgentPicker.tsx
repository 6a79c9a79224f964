/** Optional agent for the export, from the agents list (when the role may read it). */
import { Autocomplete, TextField } from '@mui/material';
import { useGetList } from 'react-admin';
import { resourceByName } from '../../registry/resourceIndex';

interface Agent {
  id: number;
  name: string;
  mobile?: string;
}

export const AgentPicker = ({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) => {
  const { data, isPending, error } = useGetList<Agent>(resourceByName('agents')!.route, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const agents = data ?? [];
  return (
    <Autocomplete
      options={agents}
      loading={isPending}
      disabled={Boolean(error)}
      value={agents.find((a) => a.id === value) ?? null}
      onChange={(_e, a) => onChange(a?.id ?? null)}
      getOptionLabel={(a) => `${a.name}${a.mobile ? ` (${a.mobile})` : ''}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      fullWidth={false}
      sx={{ width: 320 }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          margin="none"
          label="Agent (optional)"
          helperText={error ? 'The agents list is not open to your role: the file will cover every agent.' : 'Leave empty for every agent.'}
        />
      )}
    />
  );
};
