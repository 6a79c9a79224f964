/** The documents of one transaction (bilty, invoice, payment proof, ledger and CA certificates with UDIN). */
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Box, Chip, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { formatDay, formatFileSize } from '../../format/display';
import { resourceByName } from '../../registry/resourceIndex';
import { missingDocuments, type DocumentRecord } from './transactionBillsModel';

const docs = resourceByName('transaction-documents')!;
const typeLabel = (t: unknown) => docs.fields.doc_type?.choices?.find((c) => c.id === t)?.name ?? String(t ?? '');

export const TransactionDocuments = ({ list }: { list: DocumentRecord[] | undefined }) => {
  const missing = missingDocuments(list);
  return (
    <Box>
      {!list?.length ? (
        <Typography variant="body2" color="text.secondary">
          No documents uploaded.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {list.map((d) => (
            <Box component="li" key={d.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <DescriptionOutlinedIcon fontSize="small" color="action" sx={{ mt: 0.25 }} aria-hidden="true" />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" component="span" sx={{ fontWeight: 600, mr: 1 }}>
                  {typeLabel(d.doc_type)}
                </Typography>
                <MuiLink component={Link} to={`/${docs.route}/${d.id}/show`} variant="body2" sx={{ wordBreak: 'break-all' }}>
                  {String(d.original_name ?? `Document #${d.id}`)}
                </MuiLink>
                <Typography variant="caption" color="text.secondary" component="p">
                  {[d.udin && `UDIN ${String(d.udin)}`, formatFileSize(d.size_bytes), d.created_at && `uploaded ${formatDay(d.created_at)}`]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {missing.length > 0 && (
        <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary">
            Not uploaded:
          </Typography>
          {missing.map((t) => (
            <Chip key={t} size="small" variant="outlined" label={typeLabel(t)} />
          ))}
        </Box>
      )}
    </Box>
  );
};
