import type { ResourceDef } from '@bakaya/api/registry';
import { DeleteButton, RecordContextProvider, useRecordContext, type RaRecord } from 'react-admin';
import { removalTexts } from '../registry/removalTexts';

/** Deactivate (soft delete) or Delete one record, confirmed and toasted in words (registry/removalTexts). */
export const RemoveButton = ({ def, record: recordProp, resource }: { def: ResourceDef; record?: RaRecord; resource?: string }) => {
  const record = useRecordContext({ record: recordProp });
  const t = removalTexts(def, record);
  return (
    <RecordContextProvider value={record}>
      <DeleteButton
        resource={resource}
        label={t.label}
        confirmTitle={t.confirmTitle}
        confirmContent={t.confirmContent}
        successMessage={t.successMessage}
        mutationMode="pessimistic"
      />
    </RecordContextProvider>
  );
};
