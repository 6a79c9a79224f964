/** Typed domain errors with codes: the services throw them, HTTP maps them, the apps translate them by code. */
export { type CodedReason, DomainError, englishOf, reason, refusal, renamedField } from './domainError';
export { ERROR_CATALOG, ERROR_CATALOGS, ERROR_CODES, type ErrorCode } from './errorCatalog';
export { ERROR_KINDS, type ErrorKind } from './errorKinds';
export { fillTemplate, placeholdersOf } from './errorTemplate';
export { codeOfText, fileRefusedReason, ruleReason, ruleRefusal, zodFieldReasons } from './ruleReason';
