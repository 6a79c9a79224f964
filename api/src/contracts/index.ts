/**
 * API answer shapes and limits shared with the admin ("@bakaya/api/contracts"). Browser-safe:
 * types and plain constants only; these files import nothing but zod, ../validation and ../registry.
 */
export * from './agentRevenueExport';
export * from './bulkImport';
export * from './caseTransitions';
export * from './dashboard';
export * from './defaulterReport';
export * from './gstHit';
export * from './legalNoticeBatch';
export * from './media';
export * from './signInReset';
