import type { ERROR_CATALOGS } from '@bakaya/api/errors';

export const invoiceErrorsHi: Record<keyof (typeof ERROR_CATALOGS)['invoiceErrors'], string> = {};
