/**
 * Verifies a captcha token (spec §7 front-end configuration). The real verifier is Cloudflare
 * Turnstile's server-side check (turnstileCaptcha); CAPTCHA_BYPASS (on by default locally) lets
 * every token through — but never with NODE_ENV=production (captchaFromEnv), staging included.
 */
export interface CaptchaAdapter {
  verify(token: string | undefined, ip: string | undefined): Promise<boolean>;
}

/** The verifier could not answer (network, 5xx, timeout): the caller answers 503, never "wrong captcha". */
export class CaptchaUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaptchaUnavailable';
  }
}

export function bypassableCaptcha(bypass: boolean, provider?: CaptchaAdapter): CaptchaAdapter {
  return {
    async verify(token, ip) {
      if (bypass) return true;
      if (!provider) return false; // no provider configured and no bypass: refuse rather than pretend
      return provider.verify(token, ip);
    },
  };
}

export const TURNSTILE_SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export interface TurnstileOptions {
  secret: string;
  /** Default Cloudflare's siteverify endpoint; tests point it at a local fake. */
  url?: string;
  timeoutMs?: number;
  /** When set, a token solved on another hostname is refused (Turnstile answers the hostname). */
  expectedHostname?: string;
}

/**
 * Cloudflare Turnstile server-side validation
 * (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/): POST
 * form-encoded `secret`, `response` (the widget's token) and `remoteip`; the answer is
 * `{ success, "error-codes": [...], challenge_ts, hostname, action, cdata }`. A token is single-use
 * and valid for 300 seconds — Cloudflare answers `timeout-or-duplicate` otherwise.
 */
export function turnstileCaptcha(opts: TurnstileOptions): CaptchaAdapter {
  const url = opts.url ?? TURNSTILE_SITEVERIFY_URL;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  return {
    async verify(token, ip) {
      // Turnstile's tokens are at most 2048 characters; an empty or oversized one is refused unasked.
      if (!token || token.length > 2048) return false;
      const form = new URLSearchParams({ secret: opts.secret, response: token });
      if (ip) form.set('remoteip', ip);
      let res: Response;
      try {
        res = await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs) });
      } catch {
        throw new CaptchaUnavailable('Turnstile did not answer');
      }
      if (res.status >= 500 || res.status === 429) throw new CaptchaUnavailable(`Turnstile answered HTTP ${res.status}`);
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        throw new CaptchaUnavailable(`Turnstile answered HTTP ${res.status} with a body that is not JSON`);
      }
      if (typeof body !== 'object' || body === null || typeof (body as { success?: unknown }).success !== 'boolean')
        throw new CaptchaUnavailable('Turnstile answered without a success flag');
      const answer = body as { success: boolean; hostname?: unknown; 'error-codes'?: unknown };
      if (
        Array.isArray(answer['error-codes']) &&
        answer['error-codes'].some((c) => c === 'invalid-input-secret' || c === 'missing-input-secret')
      )
        throw new CaptchaUnavailable('Turnstile refused our secret key (TURNSTILE_SECRET_KEY)');
      if (!answer.success) return false;
      if (opts.expectedHostname && answer.hostname !== opts.expectedHostname) return false;
      return true;
    },
  };
}

/**
 * The captcha this process uses: Turnstile when TURNSTILE_SECRET_KEY is set; CAPTCHA_BYPASS (default
 * on) is honoured only outside production — with NODE_ENV=production every token is checked (and
 * without a key refused: config/productionReadiness.ts stops such a start).
 */
export function captchaFromEnv(env: Record<string, string | undefined> = process.env): CaptchaAdapter {
  const production = env.NODE_ENV === 'production';
  const raw = env.CAPTCHA_BYPASS?.trim().toLowerCase();
  const bypassFlag = raw === undefined || raw === '' ? true : ['1', 'true', 'yes', 'on'].includes(raw);
  const secret = env.TURNSTILE_SECRET_KEY?.trim() || undefined;
  const provider = secret
    ? turnstileCaptcha({
        secret,
        url: env.TURNSTILE_VERIFY_URL?.trim() || undefined,
        expectedHostname: env.TURNSTILE_EXPECTED_HOSTNAME?.trim() || undefined,
      })
    : undefined;
  return bypassableCaptcha(bypassFlag && !production, provider);
}
