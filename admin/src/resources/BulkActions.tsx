import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { ResourceDef } from '@bakaya/api/registry';
import { BulkDeleteButton, BulkUpdateButton, CanAccess } from 'react-admin';
import { canEditGeneric, hasRecordStatus } from '../registry/fieldKinds';
import { bulkActivatedMessage, bulkRemovalTexts } from '../registry/removalTexts';

/**
 * Bulk actions need deactivate/activate access; each is ONE request to the bulk endpoint.
 * Soft-deleted resources read "Deactivate" (DELETE sets status 0) and can be re-activated.
 */
export const BulkActions = ({ def }: { def: ResourceDef }) => {
  const t = bulkRemovalTexts(def);
  return (
    <CanAccess action="delete">
      {hasRecordStatus(def) && canEditGeneric(def) && (
        <BulkUpdateButton
          label="Activate"
          data={{ status: 1 }}
          icon={<CheckCircleIcon />}
          mutationMode="pessimistic"
          successMessage={bulkActivatedMessage(def)}
        />
      )}
      <BulkDeleteButton
        label={t.label}
        confirmTitle={t.confirmTitle}
        confirmContent={t.confirmContent}
        successMessage={t.successMessage}
        mutationMode="pessimistic"
      />
    </CanAccess>
  );
};
