import type { ERROR_CATALOGS } from '@bakaya/api/errors';

export const staffErrorsHi: Record<keyof (typeof ERROR_CATALOGS)['staffErrors'], string> = {};
