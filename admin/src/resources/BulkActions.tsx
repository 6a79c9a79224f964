import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { ResourceDef } from '@bakaya/api/registry';
import { BulkDeleteButton, BulkUpdateButton, CanAccess } from 'react-admin';
import { hasRecordStatus } from '../registry/fieldKinds';

/**
 * Bulk actions need deactivate/activate access; each is ONE request to the bulk endpoint.
 * Soft-deleted resources read "Deactivate" (DELETE sets status 0) and can be re-activated.
 */
export const BulkActions = ({ def }: { def: ResourceDef }) => (
  <CanAccess action="delete">
    {hasRecordStatus(def) && (
      <BulkUpdateButton label="Activate" data={{ status: 1 }} icon={<CheckCircleIcon />} mutationMode="pessimistic" />
    )}
    <BulkDeleteButton label={def.softDelete ? 'Deactivate' : 'Delete'} mutationMode="pessimistic" />
  </CanAccess>
);
