/**
 * The ordered list of migrations. Listed explicitly (not read from the folder at run time) so the
 * same TypeScript migrations load under tsx, vitest and any bundler. Add new files at the end.
 */
import type { Knex } from 'knex';
import * as coreIdentity from './20261121000100_core_identity';
import * as masterData from './20261121000200_master_data';
import * as businessesAndCases from './20261121000300_businesses_and_cases';
import * as settlements from './20261121000400_settlements';
import * as money from './20261121000500_money';
import * as partners from './20261121000600_partners';
import * as content from './20261121000700_content';
import * as promotion from './20261121000800_promotion';
import * as operations from './20261121000900_operations';
import * as bcmSync from './20261121001000_bcm_sync';
import * as legalNotice from './20261121001100_legal_notice';
import * as importJobs from './20261121001200_import_jobs';
import * as caseEventAmounts from './20261121001300_case_event_amounts';
import * as reportsAndSignInReset from './20261121001400_reports_and_sign_in_reset';
import * as securityHardening from './20261123000100_security_hardening';
import * as listPerformance from './20261123000200_list_performance';
import * as promoCodeLimits from './20261123000300_promo_code_limits';
import * as settingPhoneType from './20261123000400_setting_phone_type';
import * as settledOnTimeline from './20261123000500_settled_on_timeline';
import * as memberBusinesses from './20261124000100_member_businesses';
import * as memberConsent from './20261124000300_member_consent';
import * as accountScreens from './20261124000500_account_screens';
import * as planExpiryOnce from './20261124000700_plan_expiry_once';
import * as gstInvoices from './20261125000100_gst_invoices';
import * as ledgerAccounts from './20261125000100_ledger_accounts';
import * as checkout from './20261126000100_checkout';
import * as creditNotes from './20261126000300_credit_notes';
import * as refunds from './20261126000500_refunds';
import * as ledgerRunningBalance from './20261126000700_ledger_running_balance';
import * as adminMoney from './20261127000500_admin_money';
import * as freeTrialUses from './20261127000700_free_trial_uses';
import * as caseNoticesDisputes from './20261128002100_case_notices_disputes';
import * as evidenceFiles from './20261128000100_evidence_files';
import * as transactionConsents from './20261128005100_transaction_consents';
import * as msmedInterest from './20261128003100_msmed_interest';
import * as settlementFlow from './20261128004000_settlement_flow';
import * as caseReports from './20261128001000_case_reports';
import * as caseStateFilter from './20261128006000_case_state_filter';
import * as cirFactIndexes from './20261129000300_cir_fact_indexes';
import * as cirReportsSnapshot from './20261129001000_cir_reports_snapshot';
import * as invoiceReferenceDeferred from './20261130000100_invoice_reference_deferred';
import * as serviceOrders from './20261130002000_service_orders';
import * as sessionKind from './20261201030100_session_kind';
import * as utf8UploadNames from './20261201060100_utf8_upload_names';
import * as tempOtpFailedAttempts from './20261201080100_temp_otp_failed_attempts';
import * as businessGstSource from './20261201090300_business_gst_source';
import * as esignRequests from './20261201090400_esign_requests';
import * as messageOutbox from './20261202000100_message_outbox';
import * as notifications from './20261202001000_notifications';
import * as quotaCounters from './20261201050100_quota_counters';
import * as businessControlProof from './20261201010000_business_control_proof';
import * as paymentReconciliation from './20261201040100_payment_reconciliation';
import * as refundRequestHash from './20261201040200_refund_request_hash';

export const migrations: Record<string, Knex.Migration> = {
  '20261121000100_core_identity': coreIdentity,
  '20261121000200_master_data': masterData,
  '20261121000300_businesses_and_cases': businessesAndCases,
  '20261121000400_settlements': settlements,
  '20261121000500_money': money,
  '20261121000600_partners': partners,
  '20261121000700_content': content,
  '20261121000800_promotion': promotion,
  '20261121000900_operations': operations,
  '20261121001000_bcm_sync': bcmSync,
  '20261121001100_legal_notice': legalNotice,
  '20261121001200_import_jobs': importJobs,
  '20261121001300_case_event_amounts': caseEventAmounts,
  '20261121001400_reports_and_sign_in_reset': reportsAndSignInReset,
  '20261123000100_security_hardening': securityHardening,
  '20261123000200_list_performance': listPerformance,
  '20261123000300_promo_code_limits': promoCodeLimits,
  '20261123000400_setting_phone_type': settingPhoneType,
  '20261123000500_settled_on_timeline': settledOnTimeline,
  '20261124000100_member_businesses': memberBusinesses,
  '20261124000300_member_consent': memberConsent,
  '20261124000500_account_screens': accountScreens,
  '20261124000700_plan_expiry_once': planExpiryOnce,
  '20261125000100_gst_invoices': gstInvoices,
  '20261125000100_ledger_accounts': ledgerAccounts,
  '20261126000100_checkout': checkout,
  '20261126000300_credit_notes': creditNotes,
  '20261126000500_refunds': refunds,
  '20261126000700_ledger_running_balance': ledgerRunningBalance,
  '20261127000500_admin_money': adminMoney,
  '20261127000700_free_trial_uses': freeTrialUses,
  '20261128000100_evidence_files': evidenceFiles,
  '20261128001000_case_reports': caseReports,
  '20261128002100_case_notices_disputes': caseNoticesDisputes,
  '20261128003100_msmed_interest': msmedInterest,
  '20261128004000_settlement_flow': settlementFlow,
  '20261128005100_transaction_consents': transactionConsents,
  '20261128006000_case_state_filter': caseStateFilter,
  '20261129000300_cir_fact_indexes': cirFactIndexes,
  '20261129001000_cir_reports_snapshot': cirReportsSnapshot,
  '20261130000100_invoice_reference_deferred': invoiceReferenceDeferred,
  '20261130002000_service_orders': serviceOrders,
  '20261201010000_business_control_proof': businessControlProof,
  '20261201030100_session_kind': sessionKind,
  '20261201040100_payment_reconciliation': paymentReconciliation,
  '20261201040200_refund_request_hash': refundRequestHash,
  '20261201050100_quota_counters': quotaCounters,
  '20261201060100_utf8_upload_names': utf8UploadNames,
  '20261201080100_temp_otp_failed_attempts': tempOtpFailedAttempts,
  '20261201090300_business_gst_source': businessGstSource,
  '20261201090400_esign_requests': esignRequests,
  '20261202000100_message_outbox': messageOutbox,
  '20261202001000_notifications': notifications,
};
