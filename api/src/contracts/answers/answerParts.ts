/**
 * Zod pieces of the API's answers, each written once: amounts as rupee strings, times, ids. Used by
 * the route contracts beside this file (and so by the OpenAPI document the contract tests hold the
 * answers to).
 */
import { z } from 'zod';
import { GSTIN_PATTERN } from '../../validation/gstin';
import { MOBILE_PATTERN } from '../../validation/mobile';
import { PAN_PATTERN } from '../../validation/pan';
import { IDEMPOTENCY_KEY_PATTERN } from '../checkout';

/** Rupees as a decimal string with 2 decimals (the server computes in integer paise). */
export const rupees = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .meta({ description: 'Rupees as a decimal string', examples: ['1180.00'] });

/** Rupees that may be negative (money out, a correction). */
export const signedRupees = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .meta({ description: 'Rupees as a decimal string', examples: ['1180.00'] });

export const dateTime = z.string().meta({ format: 'date-time' });
export const date = z.string().meta({ format: 'date' });
export const recordId = z.number().int().min(1);

/** A path parameter that is a record id (the route checks it is a whole number). */
export const idText = (description: string) => z.string().meta({ description });

/** The Idempotency-Key header of the money calls: a retry with the same key answers the first result. */
export const idempotencyKey = (description?: string) =>
  z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN)
    .meta(description ? { description } : {});

/** A GSTIN as the API answers it (upper-cased, checked when it was stored). */
export const gstinText = z.string().regex(GSTIN_PATTERN);

/** A mobile number as stored: 10 digits starting 6–9. */
export const mobileText = z.string().regex(MOBILE_PATTERN);

/** A PAN as stored. */
export const panText = z.string().regex(PAN_PATTERN);
