import crypto from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';

/** The 6-digit code in the newest dev-outbox message to `to`. */
export async function latestCode(app: Express, to: string): Promise<string> {
  const res = await request(app).get('/api/dev/outbox').query({ to });
  expect(res.status).toBe(200);
  const code = /\b(\d{6})\b/.exec(res.body[0]?.body ?? '')?.[1];
  expect(code, `an OTP message to ${to}`).toBeDefined();
  return code!;
}

/** Field of an identifier: 'email' when it has an @. */
export const fieldOf = (to: string) => (to.includes('@') ? 'email' : 'mobile');

export function sendOtp(app: Express, to: string) {
  return request(app)
    .post('/api/user/sendotp')
    .send({ [fieldOf(to)]: to });
}

export function verifyOtp(app: Express, to: string, otp: string) {
  return request(app)
    .post('/api/user/verifyOtp')
    .send({ [fieldOf(to)]: to, otp });
}

/** sendotp + verifyOtp; returns the verify answer's body (token, user). */
export async function signInWithOtp(app: Express, to: string) {
  const sent = await sendOtp(app, to);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const res = await verifyOtp(app, to, await latestCode(app, to));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { token: string; user: Record<string, unknown> };
}

/** A code different from `code` (same length). */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A random private IP (10.x.y.z), distinct per call in practice, for tests that count requests per IP. */
export function uniqueIp(): string {
  return `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
}
