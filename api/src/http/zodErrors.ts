/** Kept for the HTTP layer's existing imports: the mapper itself is validation (validation/fieldErrors.ts), shared with domain. */
export { addFieldError, zodFieldErrors } from '../validation/fieldErrors';
