/** The admin's MUI theme: react-admin's default with Bakaya's colours and font stack. */
import type { TypographyVariantsOptions } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { FONT_FAMILY } from './fonts';

// Named, not inferred: the declarations tests/ read (admin/tsconfig.json) cannot spell MUI's inner modules.
export const theme: RaThemeOptions & { typography: TypographyVariantsOptions } = {
  ...defaultTheme,
  // error: darker than MUI's #d32f2f, so a red button (Deactivate) keeps 4.5:1 on a grey toolbar too.
  palette: { ...defaultTheme.palette, primary: { main: '#1a4f8b' }, secondary: { main: '#c2571a' }, error: { main: '#b71c1c' } },
  typography: { ...defaultTheme.typography, fontFamily: FONT_FAMILY },
  sidebar: { width: 270, closedWidth: 50 },
  components: {
    ...defaultTheme.components,
    // MUI puts a checkbox's aria-label on its wrapper, leaving the input itself unnamed (react-admin's
    // "Select this row"): hand it to the input too, so every checkbox has an accessible name.
    MuiCheckbox: {
      defaultProps: {
        slotProps: { input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }) },
      },
    },
  },
};
