/**
 * The settlement letter and its signatures: the SHA-256 of the letter as it stands now, and for each
 * side who signed it and when, through which e-sign provider — a signature over an earlier version of
 * the letter (the receiving account or a template changed since) no longer counts.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Link as MuiLink, Typography } from '@mui/material';
import type { SettlementDetailsView } from '@bakaya/api/contracts';
import { Link } from 'react-router-dom';
import { API_URL } from '../../config';
import { useFileDownload } from '../../files/useFileDownload';
import { formatDateTime } from '../../format/display';
import { EnumChip } from '../../resources/EnumChip';
import { useActorNames } from '../defaulterCase/useActorNames';
import { SectionCard } from './SectionCard';
import { SIDE_NAMES, SIGNATURE_STATES, signatureSides, type SideSignature } from './settlementFlowModel';

const hashStyle = { fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' } as const;

const Signer = ({ side, name, link }: { side: SideSignature; name?: string; link?: string }) => {
  const s = side.signature;
  return (
    <Box component="li" sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {SIDE_NAMES[side.side]}
        </Typography>
        <EnumChip value={side.state} choices={SIGNATURE_STATES} />
      </Box>
      {s && (
        <Typography variant="body2">
          {link ? (
            <MuiLink component={Link} to={link} underline="hover">
              {name}
            </MuiLink>
          ) : (
            (name ?? `Member #${s.signer_user_id}`)
          )}{' '}
          on <time dateTime={s.signed_at}>{formatDateTime(s.signed_at)}</time>
        </Typography>
      )}
      {s && (
        <Typography variant="caption" color="text.secondary" component="p">
          {s.provider} reference {s.reference_id}
          {side.state === 'stale' && (
            <>
              {' '}
              · signed letter{' '}
              <Box component="span" sx={hashStyle}>
                {s.document_sha256.slice(0, 16)}…
              </Box>
            </>
          )}
        </Typography>
      )}
    </Box>
  );
};

export const LetterSignatures = ({ flow }: { flow: SettlementDetailsView }) => {
  const sides = signatureSides(flow.signatures);
  const actors = useActorNames(sides.flatMap((s) => (s.signature ? [s.signature.signer_user_id] : [])));
  const { busy, download } = useFileDownload();
  const letter = () => download(`${API_URL}/settlement/letter/${flow.request.id}.pdf`, `settlement-letter-${flow.request.id}.pdf`);
  return (
    <SectionCard
      id="settlement-letter"
      title="Settlement letter"
      action={
        <Button size="small" startIcon={<DownloadIcon fontSize="small" />} onClick={letter} disabled={busy}>
          Letter (PDF)
        </Button>
      }
    >
      <Typography variant="caption" color="text.secondary" component="p">
        SHA-256 of the letter as it stands now
      </Typography>
      <Typography component="p" sx={{ ...hashStyle, mb: 1.5 }} data-testid="settlement-letter-sha256">
        {flow.letter_sha256}
      </Typography>
      <Box component="ul" aria-label="Signatures" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {sides.map((side) => {
          const actor = side.signature ? actors.get(side.signature.signer_user_id) : undefined;
          return <Signer key={side.side} side={side} name={actor?.name} link={actor?.link} />;
        })}
      </Box>
    </SectionCard>
  );
};
