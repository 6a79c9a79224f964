import type { ErrorEntry } from '../errorKinds';

export const accountErrors = {} as const satisfies Record<string, ErrorEntry>;
