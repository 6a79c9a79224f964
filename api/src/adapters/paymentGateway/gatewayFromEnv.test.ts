import { afterEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { paymentGatewayFromEnv } from './gatewayFromEnv';

const db = {} as Knex; // neither gateway touches the database until it is used
const saved = { ...process.env };
afterEach(() => {
  for (const k of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'PAYMENT_GATEWAY', 'SANDBOX_WEBHOOK_SECRET']) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

describe('choosing the payment gateway', () => {
  it('is the sandbox without Razorpay keys', () => {
    process.env.SANDBOX_WEBHOOK_SECRET = 'x';
    expect(paymentGatewayFromEnv(db).name).toBe('sandbox');
  });
  it('is Razorpay when its three keys are set', () => {
    Object.assign(process.env, { RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' });
    expect(paymentGatewayFromEnv(db).name).toBe('razorpay');
  });
  it('refuses half a Razorpay configuration and an unknown PAYMENT_GATEWAY', () => {
    process.env.RAZORPAY_KEY_ID = 'rzp_test_1';
    expect(() => paymentGatewayFromEnv(db)).toThrow(/RAZORPAY_KEY_SECRET/);
    delete process.env.RAZORPAY_KEY_ID;
    process.env.PAYMENT_GATEWAY = 'paypal';
    expect(() => paymentGatewayFromEnv(db)).toThrow(/PAYMENT_GATEWAY/);
  });
});
