/**
 * API answer shapes and limits shared with the admin ("@bakaya/api/contracts"). Browser-safe:
 * types, plain constants and small pure functions (csv.ts); these files import nothing but zod,
 * ../validation and ../registry.
 */
export * from './accountMessages';
export * from './agentRevenueExport';
export * from './bulkImport';
export * from './businessControl';
export * from './businessTransactions';
export * from './caseInterest';
export * from './caseTransitions';
export * from './checkout';
export * from './contactMessage';
export * from './csv';
export * from './dashboard';
export * from './memberDashboard';
export * from './defaulterReport';
export * from './download';
export * from './gstHit';
export * from './legalNoticeBatch';
export * from './media';
export * from './memberAccount';
export * from './memberBusiness';
export * from './memberForms';
export * from './portalRoutes';
export * from './registration';
export * from './reportDefaulter';
export * from './revenueData';
export * from './signInIdentifier';
export * from './signInReset';
export * from './staffWallet';
export * from './caseNotices';
export * from './gstinWatches';
export * from './settlement';
export * from './settlementSteps';
export * from './cir';
export * from './caseFlowMessages';
export * from './cirView';
export * from './colourContrast';
export * from './notifications';
