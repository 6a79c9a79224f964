/**
 * Production start refusal (issue 20 §3): every outside party has an entry here saying whether this
 * process would run on its offline sandbox and which variables a real provider still needs. With
 * NODE_ENV=production the server and the worker refuse to start while any adapter is on its sandbox
 * or a real provider lacks variables, naming both — unless STAGING=true says this is a staging site
 * (sandboxes allowed). A real provider that is half configured is refused even on staging.
 *
 * The payment gateway keeps its older rule: PAYMENT_GATEWAY=sandbox on its own allows the payment
 * sandbox in production (it was the staging flag before STAGING existed).
 *
 * Messaging's entries come from domain/messages (messagingStartChecks); server.ts and worker.ts pass both lists.
 */
import { RAZORPAY_ENV_VARS } from '../adapters/paymentGateway/razorpayConfig';

type Env = Record<string, string | undefined>;

/** One adapter's state: `sandbox` when it runs offline; `missing` the variables a real provider needs and lacks. */
export interface AdapterCheck {
  adapter: string;
  sandbox: boolean;
  missing: string[];
  /** A per-adapter flag that allows this sandbox in production on its own (e.g. PAYMENT_GATEWAY=sandbox). */
  sandboxAllowedBy?: string;
}

const value = (env: Env, name: string) => env[name]?.trim() || undefined;
const unset = (env: Env, names: readonly string[]) => names.filter((n) => value(env, n) === undefined);
const isOn = (env: Env, name: string) => ['1', 'true', 'yes', 'on'].includes(value(env, name)?.toLowerCase() ?? '');

/** The keys every Cashfree Verification adapter (GST, Aadhaar, penny drop, e-sign) uses. */
export const CASHFREE_VERIFICATION_ENV_VARS = ['CASHFREE_VERIFICATION_CLIENT_ID', 'CASHFREE_VERIFICATION_CLIENT_SECRET'] as const;

/** Providers each adapter may use, and the variables each provider needs. */
export const PROVIDER_VARIABLES = {
  gst: { select: 'GST_PROVIDER', providers: { cashfree: CASHFREE_VERIFICATION_ENV_VARS } },
  aadhaar: { select: 'AADHAAR_PROVIDER', providers: { cashfree: CASHFREE_VERIFICATION_ENV_VARS } },
  pennyDrop: { select: 'PENNY_DROP_PROVIDER', providers: { cashfree: CASHFREE_VERIFICATION_ENV_VARS } },
  esign: { select: 'ESIGN_PROVIDER', providers: { cashfree: CASHFREE_VERIFICATION_ENV_VARS } },
} as const satisfies Record<string, { select: string; providers: Record<string, readonly string[]> }>;

export type SelectableAdapter = keyof typeof PROVIDER_VARIABLES;

/** Which provider an adapter uses: its select variable, 'sandbox' when unset. Throws for an unknown name. */
export function chosenProvider(adapter: SelectableAdapter, env: Env = process.env): 'sandbox' | 'cashfree' {
  const { select, providers } = PROVIDER_VARIABLES[adapter];
  const chosen = value(env, select)?.toLowerCase() ?? 'sandbox';
  if (chosen === 'sandbox' || chosen in providers) return chosen as 'sandbox' | 'cashfree';
  throw new Error(`${select} must be "sandbox" or one of ${Object.keys(providers).join(', ')}; got "${env[select]}".`);
}

function selectableCheck(adapter: SelectableAdapter, env: Env): AdapterCheck {
  const { select, providers } = PROVIDER_VARIABLES[adapter];
  let chosen: string;
  try {
    chosen = chosenProvider(adapter, env);
  } catch {
    return { adapter, sandbox: false, missing: [`${select} (one of sandbox, ${Object.keys(providers).join(', ')})`] };
  }
  if (chosen === 'sandbox') {
    // What going real takes: the select variable and the first provider's keys.
    const first = Object.values(providers)[0] as readonly string[];
    return { adapter, sandbox: true, missing: [select, ...unset(env, first)] };
  }
  return { adapter, sandbox: false, missing: unset(env, providers[chosen as keyof typeof providers]) };
}

function paymentCheck(env: Env): AdapterCheck {
  const missing = unset(env, RAZORPAY_ENV_VARS);
  if (missing.length === 0) return { adapter: 'payment gateway', sandbox: false, missing };
  if (missing.length < RAZORPAY_ENV_VARS.length) return { adapter: 'payment gateway', sandbox: false, missing };
  return {
    adapter: 'payment gateway',
    sandbox: true,
    missing,
    ...(value(env, 'PAYMENT_GATEWAY') === 'sandbox' ? { sandboxAllowedBy: 'PAYMENT_GATEWAY=sandbox' } : {}),
  };
}

/**
 * Turnstile. Production never honours CAPTCHA_BYPASS, so without a secret every registration would be
 * refused: missing even on a staging site (which may use Cloudflare's always-passing test secret).
 */
function captchaCheck(env: Env): AdapterCheck {
  return { adapter: 'captcha', sandbox: false, missing: unset(env, ['TURNSTILE_SECRET_KEY']) };
}

/** Every adapter this process builds, as configured by `env`. */
export function adapterChecks(env: Env = process.env): AdapterCheck[] {
  return [
    paymentCheck(env),
    selectableCheck('gst', env),
    selectableCheck('aadhaar', env),
    selectableCheck('pennyDrop', env),
    selectableCheck('esign', env),
    captchaCheck(env),
  ];
}

export const isStagingSite = (env: Env = process.env) => isOn(env, 'STAGING');

/**
 * What stops a production start, one line per adapter; empty when it may start. Outside production
 * nothing stops it (sandboxes are the default there).
 */
export function readinessProblems(checks: readonly AdapterCheck[], env: Env = process.env): string[] {
  if (value(env, 'NODE_ENV') !== 'production') return [];
  const staging = isStagingSite(env);
  const problems: string[] = [];
  for (const c of checks) {
    if (c.sandbox) {
      if (staging || c.sandboxAllowedBy) continue;
      problems.push(`${c.adapter} is on its offline sandbox (set ${c.missing.join(', ')})`);
    } else if (c.missing.length) {
      problems.push(`${c.adapter} is missing ${c.missing.join(', ')}`);
    }
  }
  return problems;
}

export class ProductionNotReady extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Refusing to start with NODE_ENV=production: ${problems.join('; ')}. ` +
        'Configure the real providers (docs/providers.md), or set STAGING=true for a staging site that runs on the sandboxes.',
    );
    this.name = 'ProductionNotReady';
  }
}

/** Throws ProductionNotReady naming every adapter and variable that stops a production start. */
export function assertProductionReady(checks: readonly AdapterCheck[] = adapterChecks(), env: Env = process.env): void {
  const problems = readinessProblems(checks, env);
  if (problems.length) throw new ProductionNotReady(problems);
}
