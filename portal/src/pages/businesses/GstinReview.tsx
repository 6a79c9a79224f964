/** A GSTIN registered by another member: the member may ask support to review it (nothing about the other member is shown). */
import { gstinReviewInput } from '@bakaya/api/contracts';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../feedback/toasts';
import { serverMessage } from '../../i18n/i18n';
import { askGstinReview } from '../../member/memberApi';

export const GstinReview = ({ gstin }: { gstin: string }) => {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const send = async () => {
    // The API's own rule: a note of at least 10 characters saying why the GSTIN is the member's.
    const checked = gstinReviewInput.safeParse({ gstin, note });
    if (!checked.success) {
      setProblem(serverMessage(checked.error.issues[0]?.message));
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      await askGstinReview(gstin, note.trim());
      setSent(true);
      showToast('success', t('businesses.reviewSent'));
    } catch (err) {
      showToast('error', serverMessage((err as Error).message) ?? '');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert severity="warning">
      <Stack spacing={1.5}>
        <span>{t('businesses.taken')}</span>
        {sent ? (
          <strong>{t('businesses.reviewSent')}</strong>
        ) : (
          <>
            <TextField
              size="small"
              label={t('businesses.reviewNote')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              minRows={2}
              error={!!problem}
              helperText={problem}
            />
            <Button variant="outlined" color="warning" onClick={send} disabled={busy} sx={{ alignSelf: 'start' }}>
              {t('businesses.askReview')}
            </Button>
          </>
        )}
      </Stack>
    </Alert>
  );
};
