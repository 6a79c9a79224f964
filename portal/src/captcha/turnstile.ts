/**
 * A Cloudflare Turnstile token for the API's captcha check (api/src/adapters/captcha.ts), taken just
 * before a protected call (registration, sign-in codes, contact changes, the contact form). The site
 * key comes from the build (VITE_TURNSTILE_SITE_KEY); without one no widget loads and no token is sent
 * — the API then accepts only while CAPTCHA_BYPASS is honoured (never in production).
 *
 * The widget runs with `execution: 'execute'` and `appearance: 'interaction-only'`: invisible unless
 * Cloudflare wants the visitor to click, in which case it shows in a corner box until solved.
 */
interface TurnstileApi {
  render(el: HTMLElement, opts: Record<string, unknown>): string;
  execute(idOrEl: string | HTMLElement): void;
  reset(id: string): void;
  remove(id: string): void;
}
declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const SITE_KEY: string | undefined = import.meta.env.VITE_TURNSTILE_SITE_KEY || undefined;
const SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
let loading: Promise<TurnstileApi> | undefined;

function loadScript(): Promise<TurnstileApi> {
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not load')));
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Turnstile did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** A fresh single-use token, or undefined when no site key is configured (or the widget fails: the API then refuses with its own message). */
export async function captchaToken(action: string): Promise<string | undefined> {
  if (!SITE_KEY || typeof document === 'undefined') return undefined;
  try {
    const turnstile = await loadScript();
    const box = document.createElement('div');
    box.style.cssText = 'position:fixed;right:16px;bottom:16px;z-index:2000';
    document.body.appendChild(box);
    try {
      return await new Promise<string>((resolve, reject) => {
        const id = turnstile.render(box, {
          sitekey: SITE_KEY,
          action,
          execution: 'execute',
          appearance: 'interaction-only',
          callback: (token: string) => resolve(token),
          'error-callback': () => reject(new Error('captcha failed')),
          'timeout-callback': () => reject(new Error('captcha timed out')),
        });
        turnstile.execute(id);
      });
    } finally {
      box.remove();
    }
  } catch {
    return undefined;
  }
}

/** The body with `captcha_token` added when a token was had. */
export async function withCaptcha<T extends object>(action: string, body: T): Promise<T & { captcha_token?: string }> {
  const token = await captchaToken(action);
  return token ? { ...body, captcha_token: token } : body;
}
