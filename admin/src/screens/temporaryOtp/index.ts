/** The temporary OTP route. */
import { lazy } from 'react';
import type { ScreenFolder } from '../screenTypes';

export default {
  customScreens: {
    temporaryOtp: lazy(() => import('./TemporaryOtpScreen')),
  },
} satisfies ScreenFolder;
