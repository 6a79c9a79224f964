/**
 * Add an admin role (admin-user-management/admin-role/add and the resource's create page): the
 * role, then one access rule per feature given any access.
 */
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { Title, useDataProvider, useNotify, useRedirect } from 'react-admin';
import { FEATURES } from '@bakaya/api/registry';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { AdminRoleForm, type RoleFormValues } from './AdminRoleForm';
import { rowsToMatrix, type Matrix } from './permissionMatrix';
import { errorText, fieldErrors, roles, saveAccessRules } from './saveRole';

const AdminRoleCreate = ({ title }: { title?: string }) => {
  const page = title ?? 'New admin role';
  useDocumentTitle(page);
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const record = useMemo(() => ({ name: '', matrix: rowsToMatrix([], FEATURES) }), []);

  const submit = async (values: RoleFormValues) => {
    let id;
    try {
      ({
        data: { id },
      } = await dataProvider.create(roles.route, { data: { name: values.name } }));
    } catch (error) {
      const errors = fieldErrors(error);
      if (errors) return errors;
      notify(errorText(error, 'The role could not be created.'), { type: 'error' });
      return undefined;
    }
    try {
      await saveAccessRules(dataProvider, id, [], values.matrix as Matrix);
      notify(`Role “${values.name}” created`, { type: 'success' });
      redirect('list', roles.route);
    } catch (error) {
      // The role exists: continue on its edit page, where the matrix shows what was saved.
      notify(`Role created, but some permissions were not saved: ${errorText(error, 'please try again')}.`, { type: 'warning' });
      redirect('edit', roles.route, id);
    }
    return undefined;
  };

  return (
    <Box sx={{ mb: 3 }}>
      <Title title={page} />
      <AdminRoleForm record={record} onSubmit={submit} submitLabel="Create role" />
    </Box>
  );
};

export default AdminRoleCreate;
