/** Settings pages of one group of global settings (spec §2 settings/wallet, settings/payment), editable in place. */
import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import type { CustomScreenProps } from '../screenTypes';
import { GlobalSettingsPanel } from './GlobalSettingsPanel';

const SettingsFormScreen = ({ route }: CustomScreenProps) => {
  useDocumentTitle(route.title);
  const group = route.screen.kind === 'custom' ? route.screen.options?.group : undefined;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={route.title} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The global settings of the “{group ?? 'general'}” group. Add a setting to this group in Global settings (group “{group ?? 'general'}
        ”).
      </Typography>
      <GlobalSettingsPanel group={group ?? 'general'} />
    </Box>
  );
};

export default SettingsFormScreen;
