/**
 * A business registration's fee (purpose business_registration; the plan's business_registration_fee,
 * membership/entitlements.ts): a plain fee whose payment and GST invoice are all the order delivers.
 */
import { feeDelivery } from '../payments';

export const businessRegistrationDelivery = feeDelivery('Business registration fee');
