import type { ErrorEntry } from '../errorKinds';

export const staffErrors = {} as const satisfies Record<string, ErrorEntry>;
