import type { ErrorEntry } from '../errorKinds';

export const invoiceErrors = {} as const satisfies Record<string, ErrorEntry>;
