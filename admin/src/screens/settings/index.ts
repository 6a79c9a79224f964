/** Global settings: their own list, the value's input, and the settings pages of one group. */
import { lazy } from 'react';
import { lazyPart } from '../../resources/lazyPart';
import type { ScreenFolder } from '../screenTypes';

export default {
  overrides: {
    'global-settings': {
      list: lazy(() => import('./GlobalSettingsScreen')),
      // The value's input follows the setting's own input type (text, yes/no, choice, rich text, image…).
      fieldInputs: {
        value: lazyPart(() => import('./GlobalSettingValueField').then((m) => ({ default: m.GlobalSettingValueField }))),
      },
    },
  },
  customScreens: {
    settingsForm: lazy(() => import('./SettingsFormScreen')),
  },
} satisfies ScreenFolder;
