/**
 * The admin role form shared by add and edit: the role's name and its permission matrix. Super
 * Admin has every permission by rule (spec §6), so it shows that instead of a matrix; the members'
 * role (role_type customer) has no access rules at all.
 */
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { Form, SaveButton, TextInput, maxLength, minLength, required, type RaRecord } from 'react-admin';
import { ROLE } from '@bakaya/api/registry';
import { PermissionMatrix } from './PermissionMatrix';

export interface RoleFormValues {
  name: string;
  matrix: Record<string, Record<string, boolean>>;
}

interface AdminRoleFormProps {
  record: Partial<RaRecord> & { matrix: RoleFormValues['matrix'] };
  onSubmit: (values: RoleFormValues) => Promise<Record<string, unknown> | undefined>;
  submitLabel: string;
}

const validateName = [
  required('Please give the role a name.'),
  minLength(2, 'At least 2 characters.'),
  maxLength(80, 'At most 80 characters.'),
];

export const AdminRoleForm = ({ record, onSubmit, submitLabel }: AdminRoleFormProps) => {
  const superAdmin = Number(record.id) === ROLE.SUPER_ADMIN;
  const member = record.role_type === 'customer';
  return (
    <Form
      noValidate
      record={record}
      onSubmit={onSubmit as unknown as (v: Record<string, unknown>) => Promise<Record<string, unknown> | undefined>}
    >
      <Card sx={{ mt: 1 }}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <TextInput
            source="name"
            label="Role name"
            validate={validateName}
            sx={{ maxWidth: 420 }}
            helperText={record.is_system ? 'A built-in role: it comes with Bakaya and cannot be removed.' : false}
          />
          {superAdmin ? (
            <Alert severity="info">Super Admin has every permission, always: there is nothing to tick.</Alert>
          ) : member ? (
            <Alert severity="info">
              This is the members’ role. Members reach only their own records; back-office access rules do not apply.
            </Alert>
          ) : (
            <Box>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                Permissions
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                Tick what this role may do with each feature. A feature with nothing ticked keeps no access rule.
              </Typography>
              <PermissionMatrix />
            </Box>
          )}
          <Box>
            <SaveButton label={submitLabel} />
          </Box>
        </CardContent>
      </Card>
    </Form>
  );
};
