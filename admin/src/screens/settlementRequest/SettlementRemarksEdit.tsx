/**
 * Editing a settlement request (lazy-loaded): the generic edit machinery — pessimistic save, the
 * registry's own validation, the API's field errors — over the remarks only. Amount, case, bank
 * account and status stay as they are: status moves belong to the settlement workflow.
 */
import { Box, Typography } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext, type Identifier } from 'react-admin';
import { formatMoney } from '../../format/display';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { resourceByName } from '../../registry/resourceIndex';
import { EnumChip } from '../../resources/EnumChip';
import { FieldInput } from '../../resources/FieldInput';
import { validateRecord } from '../../resources/validateRecord';

const requests = resourceByName('settlement-requests')!;
const remarks = requests.fields.remarks!;

const EditTitle = ({ title }: { title?: string }) => {
  const record = useRecordContext();
  const page = title ?? `Edit ${requests.recordLabel.toLowerCase()}${record ? ` #${record.id}` : ''}`;
  useDocumentTitle(page);
  return <span>{page}</span>;
};

const AtAGlance = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {formatMoney(record.amount)}
        </Typography>
        <EnumChip value={record.status} choices={requests.fields.status?.choices} />
      </Box>
      <Typography variant="caption" color="text.secondary" component="p">
        Status changes come with the settlement workflow.
      </Typography>
    </Box>
  );
};

const SettlementRemarksEdit = ({ id, title }: { id?: Identifier; title?: string }) => (
  <Edit
    resource={requests.route}
    id={id}
    title={<EditTitle title={title} />}
    mutationMode="pessimistic"
    redirect="show"
    transform={(data) => ({ remarks: data.remarks ?? null })}
  >
    <SimpleForm
      noValidate
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
      sx={{ maxWidth: 720 }}
      validate={(values) => validateRecord(requests, 'edit', { remarks: values.remarks })}
    >
      <AtAGlance />
      <FieldInput source="remarks" def={remarks} />
    </SimpleForm>
  </Edit>
);

export default SettlementRemarksEdit;
