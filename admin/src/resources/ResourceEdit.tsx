/** The generic edit screen (lazy-loaded). Pessimistic, so the API's field errors reach the form. */
import type { Identifier } from 'react-admin';
import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import type { ResourceDef } from '@bakaya/api/registry';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { canRemoveGeneric, writablePayload } from '../registry/fieldKinds';
import { RemoveButton } from './RemoveButton';
import { ResourceInputs } from './ResourceInputs';
import { useResourceDef } from './useResourceDef';
import { validateRecord } from './validateRecord';

const EditTitle = ({ def, title }: { def: ResourceDef; title?: string }) => {
  const record = useRecordContext();
  const page = title ?? `Edit ${def.recordLabel}${record ? ` #${record.id}` : ''}`;
  useDocumentTitle(page);
  return <span>{page}</span>;
};

const EditToolbar = ({ def }: { def: ResourceDef }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    {canRemoveGeneric(def) && <RemoveButton def={def} />}
  </Toolbar>
);

const ResourceEdit = ({ id, title }: { id?: Identifier; title?: string }) => {
  const def = useResourceDef();
  return (
    <Edit
      id={id}
      title={<EditTitle def={def} title={title} />}
      mutationMode="pessimistic"
      redirect="show"
      transform={(data) => writablePayload(def, data)}
    >
      <SimpleForm
        noValidate
        toolbar={<EditToolbar def={def} />}
        validate={(values) => validateRecord(def, 'edit', values)}
        sx={{ maxWidth: 720 }}
      >
        <ResourceInputs def={def} />
      </SimpleForm>
    </Edit>
  );
};

export default ResourceEdit;
