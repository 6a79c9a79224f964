/** Typed domain errors with codes: the services throw them, HTTP maps them, the apps translate them by code. */
export { DomainError, englishOf, isDomainError, reason, refusal } from './domainError';
export type { CodedReason, DomainErrorOptions, ErrorReason, FieldReason } from './domainError';
export { ERROR_CATALOG, ERROR_CATALOGS, ERROR_CODES } from './errorCatalog';
export type { ErrorCode, ErrorParams } from './errorCatalog';
export { ERROR_KINDS } from './errorKinds';
export type { ErrorEntry, ErrorKind } from './errorKinds';
export { fillTemplate, placeholdersOf } from './errorTemplate';
