import type { ErrorEntry } from '../errorKinds';

export const businessErrors = {} as const satisfies Record<string, ErrorEntry>;
