import type { ERROR_CATALOGS } from '@bakaya/api/errors';

export const businessErrorsHi: Record<keyof (typeof ERROR_CATALOGS)['businessErrors'], string> = {};
