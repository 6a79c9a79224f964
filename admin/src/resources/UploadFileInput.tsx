/** The file of an upload resource's create form: the types and size its upload route accepts. */
import type { ResourceDef } from '@bakaya/api/registry';
import { FileField, FileInput, required } from 'react-admin';
import { uploadAccept } from '../registry/fieldKinds';

export const UPLOAD_SOURCE = 'file';

export const UploadFileInput = ({ def }: { def: ResourceDef }) => {
  const spec = def.upload!;
  const mb = Math.round(spec.maxBytes / (1024 * 1024));
  return (
    <FileInput
      source={UPLOAD_SOURCE}
      label="File"
      accept={{ [uploadAccept(def)!]: [] }}
      maxSize={spec.maxBytes}
      validate={required('Choose the file to upload.')}
      helperText={`${spec.accept.map((k) => k.toUpperCase()).join(', ')} — at most ${mb} MB. The file is checked by its contents.`}
    >
      <FileField source="src" title="title" />
    </FileInput>
  );
};
