/**
 * Lists whose data-entry staff may bulk-import (issue: defaulters via defaulter/report-bulk,
 * customers, businesses, promo codes, cities, business categories). Importing needs the
 * resource feature's "process" permission.
 */
export const IMPORTABLE_RESOURCES = new Set([
  'defaulter-cases', 'customers', 'businesses', 'promo-codes', 'cities', 'business-categories',
]);
