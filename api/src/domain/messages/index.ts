/**
 * The front door of messages (the transactional outbox, issue 20 §1): what other components may use.
 * Another component imports from '../messages', never from a file inside it. The re-exports below are
 * kept by scripts/codemods/frontDoors.ts.
 */
export { applyReceipts, backoffMs, deliverQueued, failInterrupted, type ProviderSet } from './delivery';
export { createDevOutbox, createMessaging } from './messaging';
export { queueMessage } from './outbox';
export { channelAllowed } from './preferences';
export { messagingReadiness, messagingStartChecks, providersFromEnv } from './providers';
export { expiryText, MESSAGE_TEMPLATES, type TemplateKey } from './templateCatalog';
export { LANGUAGES, loadTemplate, placeholdersOf } from './templates';
