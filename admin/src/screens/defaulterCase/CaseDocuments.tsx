/**
 * The evidence of a case (case-documents): type, file name (a link to the document's record),
 * UDIN for CA certificates, size, upload date, its SHA-256 fingerprint, and "Download" through the
 * evidence endpoint's signed links (GET /api/defaulter-cases/:id/evidence, valid 10 minutes), plus
 * the whole evidence as one zip.
 */
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Alert, Box, Button, Card, CardContent, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useGetList, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { API_URL } from '../../config';
import { formatDay, formatFileSize } from '../../format/display';
import { httpClient } from '../../providers/httpClient';
import { resourceByName } from '../../registry/resourceIndex';

const docs = resourceByName('case-documents')!;
const typeLabel = (t: unknown) => docs.fields.doc_type?.choices?.find((c) => c.id === t)?.name ?? String(t ?? '');

interface Evidence {
  documents: Array<{ id: number; sha256: string | null; url: string }>;
  zip_url: string;
  expires_at: string;
}

/** The case's signed evidence links, refreshed before they expire. */
function useEvidence(caseId: Identifier) {
  return useQuery({
    queryKey: ['case-evidence', String(caseId)],
    queryFn: async () =>
      ((await httpClient(`${API_URL}/defaulter-cases/${encodeURIComponent(String(caseId))}/evidence`)).json as { data: Evidence }).data,
    staleTime: 5 * 60 * 1000,
    refetchInterval: 5 * 60 * 1000,
  });
}

export const CaseDocuments = ({ caseId }: { caseId: Identifier }) => {
  const evidence = useEvidence(caseId);
  const signed = (id: Identifier) => evidence.data?.documents.find((d) => String(d.id) === String(id));
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
        {evidence.data && evidence.data.documents.length > 0 && (
          <Button size="small" variant="outlined" href={evidence.data.zip_url} download="evidence_files.zip" sx={{ mb: 1.5 }}>
            Download all (zip)
          </Button>
        )}
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
                  <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                    SHA-256 {String(d.sha256 ?? signed(d.id)?.sha256 ?? '—')}
                  </Typography>
                  {signed(d.id) && (
                    <Button size="small" href={signed(d.id)?.url ?? ''} download={String(d.original_name)} sx={{ px: 0 }}>
                      Download
                    </Button>
                  )}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
