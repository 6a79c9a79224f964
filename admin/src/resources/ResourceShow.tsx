/** The generic detail screen: every visible field, then the records that point at this one. */
import type { Identifier } from 'react-admin';
import { DeleteButton, EditButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { recordTitle } from '../registry/recordTitle';
import { DetailGrid } from './DetailGrid';
import { RelatedRecords } from './RelatedRecords';
import { ShowExtraActions } from './resourceOverrides';
import { useResourceDef } from './useResourceDef';
import type { ResourceDef } from '@bakaya/api/registry';

const ShowActions = ({ def }: { def: ResourceDef }) => (
  <TopToolbar>
    <ShowExtraActions def={def} />
    {!def.readOnly && <EditButton />}
    {!def.readOnly && <DeleteButton label={def.softDelete ? 'Deactivate' : 'Delete'} mutationMode="pessimistic" />}
  </TopToolbar>
);

const ShowTitle = ({ def, title }: { def: ResourceDef; title?: string }) => {
  const record = useRecordContext();
  const name = recordTitle(def, record);
  const page = title ?? (name ? `${def.recordLabel}${name.startsWith('#') ? ' ' : ': '}${name}` : def.recordLabel);
  useDocumentTitle(page);
  return <span>{page}</span>;
};

const ResourceShow = ({ id, title }: { id?: Identifier; title?: string }) => {
  const def = useResourceDef();
  return (
    <Show id={id} title={<ShowTitle def={def} title={title} />} actions={<ShowActions def={def} />}>
      <DetailGrid def={def} />
      <RelatedRecords def={def} />
    </Show>
  );
};

export default ResourceShow;
