import type { AppContext } from '../context';
import { refusal } from '../domain/errors';

/** Refuses with 400 unless the captcha adapter accepts body.captcha_token from this IP. */
export async function assertCaptcha(ctx: AppContext, body: Record<string, unknown>, ip: string | null) {
  const token = typeof body.captcha_token === 'string' ? body.captcha_token : undefined;
  if (!(await ctx.captcha.verify(token, ip ?? undefined))) {
    throw refusal('CAPTCHA_FAILED', {}, ['captcha_token']);
  }
}
