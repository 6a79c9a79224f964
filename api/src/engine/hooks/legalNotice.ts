/** Legal notice: the SA-defaulter list and generation batches. */
import { stampCreator } from './rules';

stampCreator('sa-defaulters', 'added_by');
stampCreator('legal-notice-batches', 'created_by');
