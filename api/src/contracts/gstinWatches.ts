/** GSTIN watches (issue 10 §3): shared by the API and the portal. */
import { z } from 'zod';
import { gstinSchema } from '../validation';

export const gstinWatchInput = z.object({ gstin: gstinSchema });

export interface GstinWatch {
  id: number;
  gstin: string;
  created_at: string;
}
