/**
 * The evidence of a case (case-documents): type, file name (a link to the document's record),
 * UDIN for CA certificates, size and upload date.
 */
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Alert, Box, Card, CardContent, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import { useGetList, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDay, formatFileSize } from '../../format/display';
import { resourceByName } from '../../registry/resourceIndex';

const docs = resourceByName('case-documents')!;
const typeLabel = (t: unknown) => docs.fields.doc_type?.choices?.find((c) => c.id === t)?.name ?? String(t ?? '');

export const CaseDocuments = ({ caseId }: { caseId: Identifier }) => {
  const { data, isPending, error } = useGetList(docs.route, {
    filter: { case_id: caseId },
    sort: { field: 'created_at', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          Documents
        </Typography>
        {isPending ? (
          <Skeleton variant="rounded" height={60} />
        ) : error ? (
          <Alert severity="warning">The documents could not be loaded just now.</Alert>
        ) : !data?.length ? (
          <Typography variant="body2" color="text.secondary">
            No documents uploaded.
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
            {data.map((d) => (
              <Box component="li" key={d.id} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
                <DescriptionOutlinedIcon fontSize="small" color="action" sx={{ mt: 0.25 }} aria-hidden="true" />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {typeLabel(d.doc_type)}
                  </Typography>
                  <MuiLink component={Link} to={`/${docs.route}/${d.id}/show`} variant="body2" sx={{ wordBreak: 'break-all' }}>
                    {d.original_name}
                  </MuiLink>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {[d.udin && `UDIN ${d.udin}`, formatFileSize(d.size_bytes), d.created_at && `uploaded ${formatDay(d.created_at)}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
