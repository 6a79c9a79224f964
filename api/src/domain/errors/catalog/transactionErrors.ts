import type { ErrorEntry } from '../errorKinds';

export const transactionErrors = {} as const satisfies Record<string, ErrorEntry>;
