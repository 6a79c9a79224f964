/**
 * The call-request holds of the request: while one is on, collection calls on the case are paused.
 * Each shows its status, reason, since when and when it was released; staff who may process
 * settlements release an open one with a note (logged in the call hold release logs).
 */
import { Box, Button, Typography } from '@mui/material';
import type { CallRequestHoldView } from '@bakaya/api/contracts';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { formatDateTime } from '../../format/display';
import { resourceByName } from '../../registry/resourceIndex';
import { EnumChip } from '../../resources/EnumChip';
import { NoteDialog } from './NoteDialog';
import { SectionCard } from './SectionCard';
import { releaseHold } from './settlementFlowApi';

const holdStatuses = resourceByName('call-request-holds')!.fields.status?.choices;

interface Props {
  holds: readonly CallRequestHoldView[];
  releasable: readonly number[];
  /** After a release: the page fetches its data again. */
  onChanged: () => void;
}

export const CallHolds = ({ holds, releasable, onChanged }: Props) => {
  const [releasing, setReleasing] = useState<CallRequestHoldView | null>(null);
  const notify = useNotify();
  return (
    <SectionCard id="settlement-holds" title="Call-request holds">
      {holds.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No hold was placed on collection calls for this request.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Holds" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {holds.map((h) => (
            <Box component="li" key={h.id} sx={{ display: 'grid', gap: 0.5 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <EnumChip value={h.status} choices={holdStatuses} />
                <Typography variant="caption" color="text.secondary">
                  Hold #{h.id} · since {formatDateTime(h.created_at)}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {h.reason}
              </Typography>
              {h.released_at && (
                <Typography variant="caption" color="text.secondary" component="p">
                  Released {formatDateTime(h.released_at)}
                </Typography>
              )}
              {releasable.includes(h.id) && (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => setReleasing(h)}
                  aria-haspopup="dialog"
                  sx={{ justifySelf: 'start' }}
                >
                  Release the hold
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
      {releasing && (
        <NoteDialog
          id="release-hold"
          title={`Release hold #${releasing.id}?`}
          noteLabel="Why is it released?"
          noteHint="Kept in the call hold release log."
          confirmLabel="Release the hold"
          onCancel={() => setReleasing(null)}
          onConfirm={async (note) => {
            await releaseHold(releasing.id, note);
            setReleasing(null);
            notify('Hold released: collection calls on this case may resume.', { type: 'success' });
            onChanged();
          }}
        >
          Collection calls on this case may resume once the hold is released. The request itself stays as it is.
        </NoteDialog>
      )}
    </SectionCard>
  );
};
