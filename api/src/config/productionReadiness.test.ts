import { describe, expect, it } from 'vitest';
import { adapterChecks, assertProductionReady, chosenProvider, ProductionNotReady, readinessProblems } from './productionReadiness';

const CASHFREE = { CASHFREE_VERIFICATION_CLIENT_ID: 'CF123', CASHFREE_VERIFICATION_CLIENT_SECRET: 'cfsk_1' };
const RAZORPAY = { RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
const ALL_REAL = {
  NODE_ENV: 'production',
  ...RAZORPAY,
  ...CASHFREE,
  GST_PROVIDER: 'cashfree',
  AADHAAR_PROVIDER: 'cashfree',
  PENNY_DROP_PROVIDER: 'cashfree',
  ESIGN_PROVIDER: 'cashfree',
  TURNSTILE_SECRET_KEY: '0x4AAAAAAA',
};

describe('production readiness of the adapters', () => {
  it('lists every adapter on its sandbox when nothing is configured, with the variables each needs', () => {
    const checks = adapterChecks({});
    expect(checks.map((c) => c.adapter)).toEqual(['payment gateway', 'gst', 'aadhaar', 'pennyDrop', 'esign', 'captcha']);
    expect(checks.filter((c) => c.sandbox).map((c) => c.adapter)).toEqual(['payment gateway', 'gst', 'aadhaar', 'pennyDrop', 'esign']);
    expect(checks.find((c) => c.adapter === 'gst')!.missing).toEqual([
      'GST_PROVIDER',
      'CASHFREE_VERIFICATION_CLIENT_ID',
      'CASHFREE_VERIFICATION_CLIENT_SECRET',
    ]);
    expect(checks.find((c) => c.adapter === 'captcha')!.missing).toEqual(['TURNSTILE_SECRET_KEY']);
    expect(checks.find((c) => c.adapter === 'payment gateway')!.missing).toEqual([...Object.keys(RAZORPAY)]);
  });

  it('refuses production on sandboxes, naming each adapter and its variables', () => {
    const env = { NODE_ENV: 'production' };
    const problems = readinessProblems(adapterChecks(env), env);
    expect(problems).toHaveLength(6);
    expect(problems.join('\n')).toMatch(/gst is on its offline sandbox \(set GST_PROVIDER, CASHFREE_VERIFICATION_CLIENT_ID/);
    expect(problems.join('\n')).toMatch(/captcha is missing TURNSTILE_SECRET_KEY/);
    expect(problems.join('\n')).toMatch(/payment gateway is on its offline sandbox \(set RAZORPAY_KEY_ID/);
    expect(() => assertProductionReady(adapterChecks(env), env)).toThrow(ProductionNotReady);
    expect(() => assertProductionReady(adapterChecks(env), env)).toThrow(/STAGING=true/);
  });

  it('starts anywhere outside production, sandboxes or not', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      const env = { NODE_ENV };
      expect(readinessProblems(adapterChecks(env), env)).toEqual([]);
    }
  });

  it('STAGING=true allows the sandboxes in production, but not a missing captcha secret (CAPTCHA_BYPASS is ignored there)', () => {
    const bare = { NODE_ENV: 'production', STAGING: 'true', CAPTCHA_BYPASS: 'true' };
    expect(readinessProblems(adapterChecks(bare), bare)).toEqual(['captcha is missing TURNSTILE_SECRET_KEY']);
    const env = { ...bare, TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA' };
    expect(readinessProblems(adapterChecks(env), env)).toEqual([]);
    expect(() => assertProductionReady(adapterChecks(env), env)).not.toThrow();
  });

  it('STAGING=true does not excuse a real provider that is half configured', () => {
    const env = {
      NODE_ENV: 'production',
      STAGING: 'true',
      TURNSTILE_SECRET_KEY: 'k',
      GST_PROVIDER: 'cashfree',
      CASHFREE_VERIFICATION_CLIENT_ID: 'CF1',
    };
    expect(readinessProblems(adapterChecks(env), env)).toEqual(['gst is missing CASHFREE_VERIFICATION_CLIENT_SECRET']);
    const rzp = { NODE_ENV: 'production', STAGING: 'true', TURNSTILE_SECRET_KEY: 'k', RAZORPAY_KEY_ID: 'rzp_1' };
    expect(readinessProblems(adapterChecks(rzp), rzp)).toEqual(['payment gateway is missing RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET']);
  });

  it('keeps the payment rule: PAYMENT_GATEWAY=sandbox alone allows the payment sandbox, and only that one', () => {
    const env = { ...ALL_REAL, RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '', RAZORPAY_WEBHOOK_SECRET: '', PAYMENT_GATEWAY: 'sandbox' };
    expect(readinessProblems(adapterChecks(env), env)).toEqual([]);
    const gstToo = { ...env, GST_PROVIDER: 'sandbox' };
    expect(readinessProblems(adapterChecks(gstToo), gstToo)).toEqual(['gst is on its offline sandbox (set GST_PROVIDER)']);
  });

  it('passes production with every real provider configured', () => {
    expect(readinessProblems(adapterChecks(ALL_REAL), ALL_REAL)).toEqual([]);
    expect(adapterChecks(ALL_REAL).every((c) => !c.sandbox && c.missing.length === 0)).toBe(true);
  });

  it('an unknown provider name is a problem and an error, never the sandbox', () => {
    const env = { ...ALL_REAL, AADHAAR_PROVIDER: 'digio' };
    expect(readinessProblems(adapterChecks(env), env)).toEqual(['aadhaar is missing AADHAAR_PROVIDER (one of sandbox, cashfree)']);
    expect(() => chosenProvider('aadhaar', env)).toThrow(/AADHAAR_PROVIDER must be "sandbox" or one of cashfree; got "digio"/);
    expect(chosenProvider('gst', {})).toBe('sandbox');
    expect(chosenProvider('gst', { GST_PROVIDER: ' Cashfree ' })).toBe('cashfree');
  });

  it('messaging can add its own entries to the list', () => {
    const env = { ...ALL_REAL };
    const checks = [...adapterChecks(env), { adapter: 'sms', sandbox: true, missing: ['SMS_PROVIDER'] }];
    expect(readinessProblems(checks, env)).toEqual(['sms is on its offline sandbox (set SMS_PROVIDER)']);
  });
});
