import type { ERROR_CATALOGS } from '@bakaya/api/errors';

export const accountErrorsHi: Record<keyof (typeof ERROR_CATALOGS)['accountErrors'], string> = {};
