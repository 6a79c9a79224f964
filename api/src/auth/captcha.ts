import { CaptchaUnavailable } from '../adapters/captcha';
import type { AppContext } from '../context';
import { refusal } from '../domain/errors';

/** Refuses with 400 unless the captcha adapter accepts body.captcha_token from this IP; 503 when the verifier is down. */
export async function assertCaptcha(ctx: AppContext, body: Record<string, unknown>, ip: string | null) {
  const token = typeof body.captcha_token === 'string' ? body.captcha_token : undefined;
  let ok: boolean;
  try {
    ok = await ctx.captcha.verify(token, ip ?? undefined);
  } catch (err) {
    if (err instanceof CaptchaUnavailable) {
      ctx.logger.warn({ err: err.message }, 'captcha verifier unavailable');
      throw refusal('CAPTCHA_SERVICE_DOWN', {}, undefined, { retryAfterSeconds: 30 });
    }
    throw err;
  }
  if (!ok) {
    throw refusal('CAPTCHA_FAILED', {}, ['captcha_token']);
  }
}
