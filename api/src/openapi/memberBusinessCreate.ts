/** What the registry's POST /api/businesses answers a member beyond the generic create (domain/businesses). */
import { errorResponse as error } from './responses';

export function withMemberBusinessCreate(paths: Record<string, Record<string, unknown>>): void {
  const create = paths['/api/businesses']?.post as { description?: string; responses: Record<string, unknown> } | undefined;
  if (!create) return;
  create.description =
    'A member (role customer) adds their own business: the owner is the caller (another user id is refused with 403); the GSTIN is ' +
    'looked up (a look-up of the last 30 minutes is reused) and must be Active; legal name, PAN and state come from the GST records; ' +
    'an entered trade or legal name that differs from the registered names is refused (400, `name_mismatch: true`, `registered`) ' +
    'unless `name_mismatch_confirmed: true` is sent, which flags the business for staff. Staff are not held to the look-up.';
  create.responses = {
    ...create.responses,
    400: error(
      'Invalid fields; for a member also: GSTIN not found by GST, registration not Active, or a name that differs from the GST records (`errors` names both)',
    ),
    409: error(
      'The GSTIN is already registered: in your businesses (`already_registered: yours`), or by another member (`already_registered: another_member`, `review_path`; nothing about them)',
    ),
    429: error('A member made too many GST look-ups in the last hour (`retry_after`)'),
  };
}
