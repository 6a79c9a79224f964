/**
 * Settings → global/setting, in place of the generic list: every global setting grouped by
 * `group`, each with the input its type asks for and its own Save. "New setting" opens the
 * generic create form (label, key, group, type, options, value).
 */
import { Box } from '@mui/material';
import { CreateButton, Title, TopToolbar, useCanAccess } from 'react-admin';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { useResourceDef } from '../../resources/useResourceDef';
import { GlobalSettingsPanel } from './GlobalSettingsPanel';

const GlobalSettingsScreen = () => {
  const def = useResourceDef();
  useDocumentTitle(def.label);
  const { canAccess: canCreate } = useCanAccess({ resource: def.route, action: 'create' });
  return (
    <Box>
      <Title title={def.label} />
      {canCreate && (
        <TopToolbar>
          <CreateButton label="New setting" />
        </TopToolbar>
      )}
      <GlobalSettingsPanel />
    </Box>
  );
};

export default GlobalSettingsScreen;
