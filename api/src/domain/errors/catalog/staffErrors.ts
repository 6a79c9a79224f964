import type { ErrorEntry } from '../errorKinds';

/** Staff tools: plans and their versions, staff roles and users, settings, the agreement, acknowledgements, support. */
export const staffErrors = {
  VERSION_LOCKED: {
    kind: 'invalid',
    english: 'Version {version} cannot be changed because {why}. Add a new version with the new terms instead.',
  },
  VERSION_LOCKED_FIELD: { kind: 'invalid', english: 'This cannot be changed because {why}.' },
  MEMBER_UNKNOWN: { kind: 'not_found', english: 'No member has the id {id}.' },
  NOT_MEMBERS_BUSINESS: { kind: 'invalid', english: 'This business is not one of this member’s businesses.' },
  CHOOSE_MEMBERS_BUSINESS: { kind: 'invalid', english: 'Choose one of the member’s active businesses.' },
  PLAN_ACCOUNT_CLOSING: {
    kind: 'conflict',
    english: 'This member has asked to close the account, so the plan cannot be changed.',
  },
  PLAN_ALREADY_ON: { kind: 'conflict', english: 'This business is already on {plan}.' },
  PLAN_CHOOSE_ANOTHER: { kind: 'conflict', english: 'Choose another plan.' },
  BUSINESS_NO_RUNNING_PLAN: { kind: 'conflict', english: 'This business has no running plan to expire.' },
  MEMBER_NO_RUNNING_PLAN: { kind: 'conflict', english: 'This member has no running plan to expire.' },
  AGREEMENT_CHANGED: {
    kind: 'conflict',
    english: 'The agreement has changed (now version {version}). Please read the new version and accept it.',
  },
  AGREEMENT_VERSION_FIELD: { kind: 'conflict', english: 'The version in force is {version}.' },
  CHOOSE_ADMIN_ROLE: { kind: 'invalid', english: 'Choose an admin role.' },
  OWN_ROLE: { kind: 'refused', english: 'You cannot change your own role or deactivate yourself.' },
  OWN_ACCOUNT: { kind: 'refused', english: 'You cannot deactivate your own account.' },
  BUILT_IN_ROLE_ACTIVE: { kind: 'refused', english: 'Built-in roles cannot be deactivated.' },
  BUILT_IN_ROLE_KEPT: { kind: 'refused', english: 'Built-in roles cannot be removed.' },
  UNKNOWN_FEATURE: { kind: 'invalid', english: 'Unknown feature.' },
  CHOOSE_FEATURE: { kind: 'invalid', english: 'Choose one of the {count} features.' },
  ROLE_OR_USER_NOT_BOTH: { kind: 'invalid', english: 'Choose a role or an admin user, not both.' },
  ROLE_OR_USER: { kind: 'invalid', english: 'Choose a role or an admin user.' },
  ACKNOWLEDGEMENT_UNKNOWN: { kind: 'not_found', english: 'No acknowledgement has the key "{key}".' },
  CONTACT_MESSAGES_LIMIT: { kind: 'limit', english: 'You have sent several messages already. Please try again later.' },
  CONTACT_FORM_UNAVAILABLE: {
    kind: 'unavailable',
    english: 'Our contact form is not available right now. Please write to us by email.',
  },
  ROLE_NONE: { kind: 'refused', english: 'This account has no staff role.' },
  ROLE_DEACTIVATED: { kind: 'refused', english: 'Your staff role is deactivated. Ask a Super Admin to restore your access.' },
} as const satisfies Record<string, ErrorEntry>;
