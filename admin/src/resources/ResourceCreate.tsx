/** The generic create screen (lazy-loaded), with the registry's defaults filled in. */
import { useMemo } from 'react';
import { Create, SimpleForm } from 'react-admin';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { createDefaults, writablePayload } from '../registry/fieldKinds';
import { ResourceInputs } from './ResourceInputs';
import { UPLOAD_SOURCE, UploadFileInput } from './UploadFileInput';
import { useResourceDef } from './useResourceDef';
import { validateRecord } from './validateRecord';

const ResourceCreate = ({ defaults, title }: { defaults?: Record<string, unknown>; title?: string }) => {
  const def = useResourceDef();
  const page = title ?? `New ${def.recordLabel.toLowerCase()}`;
  useDocumentTitle(page);
  const record = useMemo(() => ({ ...createDefaults(def), ...defaults }), [def, defaults]);
  return (
    <Create
      title={page}
      record={record}
      redirect="show"
      transform={(data) => ({ ...writablePayload(def, data), ...(def.upload ? { [UPLOAD_SOURCE]: data[UPLOAD_SOURCE] } : {}) })}
    >
      <SimpleForm noValidate validate={(values) => validateRecord(def, 'create', values)} sx={{ maxWidth: 720 }}>
        {def.upload && <UploadFileInput def={def} />}
        <ResourceInputs def={def} />
      </SimpleForm>
    </Create>
  );
};

export default ResourceCreate;
