import { Router } from 'express';
import type { AppContext } from '../context';
import { devOutboxRoutes } from '../dev/devOutboxRoutes';
import { otpRoutes } from './otpRoutes';
import { registerRoutes } from './registerRoutes';
import { tempOtpRoutes } from './tempOtpRoutes';
import { userRoutes } from './userRoutes';
import { verifyRoutes } from './verifyRoutes';

/**
 * OTP sign-in, registration, token check and user details (spec §7 "User"), the admin temporary
 * OTP, and (outside production, with DEV_OUTBOX on) the dev outbox. Mounted under /api after authenticate().
 */
export function signInRoutes(ctx: AppContext) {
  const router = Router();
  router.use(otpRoutes(ctx));
  router.use(verifyRoutes(ctx));
  router.use(registerRoutes(ctx));
  router.use(userRoutes(ctx));
  router.use(tempOtpRoutes(ctx));
  if (!ctx.production && ctx.devOutbox) router.use(devOutboxRoutes(ctx));
  return router;
}
