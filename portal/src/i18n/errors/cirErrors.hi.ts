import type { ERROR_CATALOGS } from '@bakaya/api/errors';

export const cirErrorsHi: Record<keyof (typeof ERROR_CATALOGS)['cirErrors'], string> = {};
