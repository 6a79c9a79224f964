/** Records of another registry resource that belong to this case (contacts, settlement requests), as a compact list. */
import { Card, CardContent, Typography } from '@mui/material';
import { Pagination, ReferenceManyField, type Identifier } from 'react-admin';
import { resourceByName } from '../../registry/resourceIndex';
import { ResourceDatagrid } from '../../resources/ResourceDatagrid';

export const CaseRelatedList = ({
  resource,
  title,
  empty,
  caseId,
}: {
  resource: string;
  title: string;
  empty: string;
  caseId: Identifier;
}) => {
  const def = resourceByName(resource)!;
  return (
    <Card variant="outlined">
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </CardContent>
      <ReferenceManyField
        reference={def.route}
        target="case_id"
        record={{ id: caseId }}
        perPage={10}
        sort={{ field: def.defaultSort[0], order: def.defaultSort[1] }}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
        empty={
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
            {empty}
          </Typography>
        }
      >
        <ResourceDatagrid def={def} omit="case_id" />
      </ReferenceManyField>
    </Card>
  );
};
