/**
 * A defaulter report's fee (purpose report_defaulter): charged from the wallet with the report itself
 * (reportService.ts, payments/walletServiceCharge.ts), so its order is paid when it is written and the
 * report is its delivery; paid through a gateway it would be a plain fee with its invoice.
 */
import { feeDelivery } from '../payments';

export const reportFeeDelivery = feeDelivery('Defaulter report fee', 'Defaulter report fee (reporting a buyer’s unpaid dues)');
