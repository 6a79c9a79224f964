/** Where the admin lives and whom it talks to. The API is same-origin in development and production. */
export const BASENAME = '/admin';
export const API_URL = '/api';
export const BRAND = 'Bakaya';
/** Slug used where the spec writes `{product}` in a route (e.g. `{product}-to-crm-deals-list`). */
export const PRODUCT_SLUG = 'bakaya';
/** Spec §9: toasts close by themselves after 3 seconds. */
export const TOAST_MS = 3000;
/** Spec §6: a non-admin opening the admin is sent here (the portal, outside the admin app). */
export const NON_ADMIN_HOME = '/home';
/** Spec §2: admin pages read '{page} | {brand} Admin'. */
export const pageTitle = (page: string) => `${page} | ${BRAND} Admin`;
