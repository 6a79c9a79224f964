import type { ERROR_CATALOGS } from '@bakaya/api/errors';

export const transactionErrorsHi: Record<keyof (typeof ERROR_CATALOGS)['transactionErrors'], string> = {};
