/** Global settings grouped by `group`, one card per group, each setting editable in place. */
import { Alert, Box, Card, CardContent, CardHeader, LinearProgress, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useCanAccess, useGetList } from 'react-admin';
import { requestMessage } from '../../files/requestMessage';
import { resourceByName } from '../../registry/resourceIndex';
import { SettingRow } from './SettingRow';
import { groupSettings, type GlobalSetting } from './settingsModel';

export const GlobalSettingsPanel = ({ group }: { group?: string }) => {
  const resource = resourceByName('global-settings')!.route;
  const [q, setQ] = useState('');
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { data, isPending, error } = useGetList<GlobalSetting & { updated_at?: string }>(resource, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'key', order: 'ASC' },
    filter: group ? { group } : {},
  });
  const groups = useMemo(() => {
    const term = q.trim().toLowerCase();
    const rows = (data ?? []).filter((s) => !term || s.label.toLowerCase().includes(term) || s.key.toLowerCase().includes(term));
    return groupSettings(rows);
  }, [data, q]);

  if (isPending) return <LinearProgress sx={{ mt: 2 }} />;
  if (error)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {requestMessage(error, 'The settings could not be loaded.')}
      </Alert>
    );
  return (
    <Box sx={{ mt: 1 }}>
      {!group && (
        <TextField size="small" label="Find a setting" value={q} onChange={(e) => setQ(e.target.value)} sx={{ mb: 1, minWidth: 280 }} />
      )}
      {!groups.length && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {q ? 'No setting matches.' : 'No settings in this group yet.'}
        </Typography>
      )}
      {groups.map((g) => (
        <Card key={g.group} sx={{ mb: 2 }} data-testid={`settings-group-${g.group}`}>
          <CardHeader title={g.title} slotProps={{ title: { variant: 'subtitle1', fontWeight: 600 } }} sx={{ pb: 0 }} />
          <CardContent sx={{ pt: 0 }}>
            {g.settings.map((s) => (
              <SettingRow key={s.id} setting={s} resource={resource} canEdit={!!canEdit} />
            ))}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};
