/**
 * Edit an admin role (admin-user-management/admin-role/edit/{id} and the resource's edit page):
 * its name, then its access rules saved as a minimal set of role-permissions writes.
 */
import { Alert, Box, Skeleton } from '@mui/material';
import { useMemo } from 'react';
import { Title, useDataProvider, useGetList, useGetOne, useNotify, useRedirect, useRefresh, type Identifier } from 'react-admin';
import { useParams } from 'react-router-dom';
import { FEATURES } from '@bakaya/api/registry';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { AdminRoleForm, type RoleFormValues } from './AdminRoleForm';
import { planIsEmpty, rowsToMatrix, type Matrix, type PermissionRow } from './permissionMatrix';
import { errorText, fieldErrors, roles, rules, saveAccessRules } from './saveRole';

const AdminRoleEdit = ({ id: given, title }: { id?: Identifier; title?: string }) => {
  const params = useParams();
  const id = given ?? params.id;
  const role = useGetOne(roles.route, { id: id! }, { enabled: !!id });
  const access = useGetList(
    rules.route,
    { filter: { role_id: id }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'feature', order: 'ASC' } },
    { enabled: !!id },
  );
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const page = title ?? (role.data ? `Edit admin role: ${role.data.name}` : 'Edit admin role');
  useDocumentTitle(page);
  const rows = useMemo(() => (access.data ?? []) as PermissionRow[], [access.data]);
  const record = useMemo(() => role.data && { ...role.data, matrix: rowsToMatrix(rows, FEATURES) }, [role.data, rows]);

  if (role.isPending || access.isPending)
    return (
      <Box sx={{ mt: 2 }}>
        <Skeleton variant="rounded" height={420} />
      </Box>
    );
  if (role.error || access.error || !record)
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        This role could not be loaded just now.
      </Alert>
    );

  const submit = async (values: RoleFormValues) => {
    if (values.name !== record.name) {
      try {
        await dataProvider.update(roles.route, { id: record.id, data: { name: values.name }, previousData: record });
      } catch (error) {
        const errors = fieldErrors(error);
        if (errors) return errors;
        notify(errorText(error, 'The role could not be saved.'), { type: 'error' });
        return undefined;
      }
    }
    const member = record.role_type === 'customer';
    try {
      const plan = member ? null : await saveAccessRules(dataProvider, record.id, rows, values.matrix as Matrix);
      notify(plan && !planIsEmpty(plan) ? `Role “${values.name}” and its permissions saved` : `Role “${values.name}” saved`, {
        type: 'success',
      });
      redirect('list', roles.route);
    } catch (error) {
      notify(`Some permissions were not saved: ${errorText(error, 'please try again')}.`, { type: 'error' });
      refresh();
    }
    return undefined;
  };

  return (
    <Box sx={{ mb: 3 }}>
      <Title title={page} />
      <AdminRoleForm key={String(record.id)} record={record} onSubmit={submit} submitLabel="Save role" />
    </Box>
  );
};

export default AdminRoleEdit;
