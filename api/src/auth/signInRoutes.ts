import { Router } from 'express';
import type { AppContext } from '../context';

/** OTP sign-in, registration, token check and user details (spec §7 "User"). */
export function signInRoutes(_ctx: AppContext) {
  return Router();
}
