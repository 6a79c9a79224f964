/** The shared bodies of the spec §7 calls, as components.schemas: success (CallOk, CallList) and spec §8's failure object. */
import { z } from 'zod';

export const callComponents: Record<string, z.ZodType> = {
  CallOk: z
    .looseObject({ status: z.literal(true), data: z.unknown(), message: z.string().optional() })
    .meta({ description: 'Success of a spec §7 call.' }),
  CallList: z.looseObject({
    status: z.literal(true),
    data: z.array(z.unknown()),
    total: z.number().int().min(0),
    estimated: z.boolean().meta({ description: 'true when the total is the planner’s estimate (over 10,000 rows)' }),
  }),
  Failure: z
    .looseObject({ status: z.literal(false), data: z.union([z.array(z.unknown()).max(0), z.object({})]), message: z.unknown() })
    .meta({
      description: 'Spec §8 failure object: with the error body, `status: false` and empty `data`, under the HTTP status of the error.',
    }),
  MemberContact: z
    .looseObject({
      id: z.number().int(),
      name: z.string(),
      mobile: z.string().nullable().meta({ description: 'Masked (xxxxxxxx10) without Customer → detailView' }),
      email: z.string().nullable().meta({ description: 'Masked (xxxxxma@example.com) without Customer → detailView' }),
    })
    .meta({ description: 'A member as a look-up answers it (more fields of the Customers schema may follow).' }),
};
