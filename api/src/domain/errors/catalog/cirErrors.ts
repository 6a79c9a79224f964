import type { ErrorEntry } from '../errorKinds';

export const cirErrors = {} as const satisfies Record<string, ErrorEntry>;
