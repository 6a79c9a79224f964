/**
 * One global setting, editable in place: its label and key, the input its type asks for, and its
 * own Save (PUT /api/global-settings/:id { value }). The API's field message shows under the input.
 */
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { Form, SaveButton, useNotify, useUpdate } from 'react-admin';
import { Link } from 'react-router-dom';
import { fieldMessages, requestMessage } from '../../files/requestMessage';
import { valueForSave, type GlobalSetting } from './settingsModel';
import { SettingValueInput } from './SettingValueInput';

export interface SettingRowProps {
  setting: GlobalSetting & { updated_at?: string };
  resource: string;
  canEdit: boolean;
}

export const SettingRow = ({ setting, resource, canEdit }: SettingRowProps) => {
  const notify = useNotify();
  const [update] = useUpdate();
  const save = async (values: Record<string, unknown>) => {
    try {
      await update(
        resource,
        { id: setting.id, data: { value: valueForSave(setting.input_type, values.value) }, previousData: setting },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(`Saved “${setting.label}”`, { type: 'success' });
    } catch (error) {
      const fields = fieldMessages(error);
      if (fields.value) return { value: fields.value };
      notify(requestMessage(error, `“${setting.label}” could not be saved.`), { type: 'error' });
    }
    return undefined;
  };
  const wide = setting.input_type === 'richtext' || setting.input_type === 'textarea' || setting.input_type === 'image';
  return (
    // Keyed by updated_at: after a save the refreshed record becomes the form's new starting point.
    <Form key={`${setting.id}-${setting.updated_at ?? ''}`} record={setting} onSubmit={save} noValidate>
      <Box
        data-testid={`setting-${setting.key}`}
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          gridTemplateColumns: { xs: '1fr', md: wide ? '1fr' : '280px 1fr auto' },
        }}
      >
        <Box>
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {setting.label}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {setting.key}
          </Typography>
        </Box>
        <Box sx={{ minWidth: 0, '& .MuiFormControl-root': { mt: 0, mb: 0 } }}>
          {canEdit ? (
            <SettingValueInput inputType={setting.input_type} options={setting.options} label={setting.label} />
          ) : (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {setting.value}
            </Typography>
          )}
        </Box>
        {canEdit && (
          <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', justifyContent: wide ? 'flex-start' : 'flex-end' }}>
            <SaveButton label="Save" size="small" aria-label={`Save ${setting.label}`} />
            <Tooltip title="Edit label, key, type and options">
              <IconButton size="small" component={Link} to={`/${resource}/${setting.id}`} aria-label={`Edit details of ${setting.label}`}>
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        )}
      </Box>
    </Form>
  );
};
