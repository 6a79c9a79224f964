/** The generic detail screen: every visible field, then the records that point at this one. */
import type { Identifier } from 'react-admin';
import { EditButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { canEditGeneric, canRemoveGeneric } from '../registry/fieldKinds';
import { recordTitle } from '../registry/recordTitle';
import { DetailGrid } from './DetailGrid';
import { DownloadFileButton } from './DownloadFileButton';
import { RemoveButton } from './RemoveButton';
import { RelatedRecords } from './RelatedRecords';
import { useResourceOverrides } from './ResourceOverridesContext';
import { useResourceDef } from './useResourceDef';
import type { ResourceDef } from '@bakaya/api/registry';

/** The resource's own buttons (showActions of its screens/ folder), "Download file" on an uploaded file, edit and delete. */
const ShowActions = ({ def }: { def: ResourceDef }) => {
  const Own = useResourceOverrides(def).showActions;
  return (
    <TopToolbar>
      {Own && <Own def={def} />}
      {def.upload && <DownloadFileButton def={def} />}
      {canEditGeneric(def) && <EditButton />}
      {canRemoveGeneric(def) && <RemoveButton def={def} />}
    </TopToolbar>
  );
};

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
