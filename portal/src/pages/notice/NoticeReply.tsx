/**
 * Accept or dispute a claim from its notice: first a code to the business's contacts, then either
 * "Accept the claim" or the dispute form (statement checked by the API's own rule, up to 5 files).
 */
import '../cases/texts/caseFlowTexts';
import { disputeStatementSchema, MAX_DISPUTE_DOCUMENTS, type NoticeClaim } from '@bakaya/api/contracts';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { showToast } from '../../feedback/toasts';
import { formatDate, formatInr } from '../../format/format';
import { serverMessage } from '../../i18n/i18n';
import { acceptNotice, disputeNotice, noticeKey, sendNoticeCode } from './noticeApi';

type Mode = 'choose' | 'dispute';

export const NoticeReply = ({ token, claim }: { token: string; claim: NoticeClaim }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [mode, setMode] = useState<Mode>('choose');
  const [confirming, setConfirming] = useState(false);
  const [statement, setStatement] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  // The API's words, in the reader's language (pages/cases/texts/caseFlow.hi.ts).
  const fail = (err: unknown) => {
    if (!(err instanceof ApiError)) return setErrors({ general: t('common.loadFailed') });
    const all = { general: err.message, ...err.errors };
    setErrors(Object.fromEntries(Object.entries(all).map(([field, message]) => [field, serverMessage(message) ?? message])));
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setErrors({});
    try {
      await work();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: noticeKey(token) });
  // The page drops this card once the claim can no longer be answered, so the confirmation is also a toast.
  const confirm = (message: string) => {
    setDone(message);
    showToast('success', message);
  };

  const askCode = () =>
    run(async () => {
      const answer = await sendNoticeCode(token);
      setSentTo(answer.sent_to.join(', '));
    });
  const accept = () =>
    run(async () => {
      await acceptNotice(token, code.trim());
      confirm(t('notice.accepted'));
      await refresh();
    });
  const dispute = () =>
    run(async () => {
      const checked = disputeStatementSchema.safeParse(statement);
      if (!checked.success) {
        const message = checked.error.issues[0]!.message;
        setErrors({ statement: serverMessage(message) ?? message });
        return;
      }
      const answer = (await disputeNotice(token, code.trim(), checked.data, files)) as { decide_by?: string };
      confirm(t('notice.disputed', { date: answer.decide_by ? formatDate(answer.decide_by) : '' }));
      await refresh();
    });

  if (done) return <Alert severity="success">{done}</Alert>;
  // Accepting is not undone: ask first, and say what it means (issue 21).
  const confirmDialog = (
    <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="accept-claim-title">
      <DialogTitle id="accept-claim-title">{t('notice.acceptConfirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('notice.acceptConfirmText', { reporter: claim.reporter.name, amount: formatInr(claim.amounts.outstanding) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setConfirming(false)}>{t('notice.acceptConfirmCancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            setConfirming(false);
            void accept();
          }}
        >
          {t('notice.acceptConfirmYes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return (
    <Card variant="outlined">
      {confirmDialog}
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {t('notice.reply')}
        </Typography>
        <Typography color="text.secondary">{t('notice.replyIntro')}</Typography>
        {errors.general && <Alert severity="error">{errors.general}</Alert>}
        {!sentTo ? (
          <Button variant="contained" onClick={() => void askCode()} disabled={busy} sx={{ justifySelf: 'start' }}>
            {t('notice.sendCode')}
          </Button>
        ) : (
          <>
            <Alert severity="info">{t('notice.codeSent', { to: sentTo })}</Alert>
            <TextField
              label={t('notice.code')}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              error={!!errors.code}
              helperText={errors.code ?? t('notice.codeHelp')}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
              sx={{ maxWidth: 240 }}
            />
            {mode === 'choose' ? (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                {claim.can_accept && (
                  <Button variant="contained" onClick={() => setConfirming(true)} disabled={busy || code.length !== 6}>
                    {t('notice.accept')}
                  </Button>
                )}
                {claim.can_dispute && (
                  <Button variant="outlined" onClick={() => setMode('dispute')} disabled={busy}>
                    {t('notice.dispute')}
                  </Button>
                )}
              </Stack>
            ) : (
              <Box sx={{ display: 'grid', gap: 1.5 }}>
                <TextField
                  label={t('notice.statement')}
                  multiline
                  minRows={5}
                  value={statement}
                  onChange={(e) => setStatement(e.target.value)}
                  error={!!errors.statement}
                  helperText={errors.statement ?? t('notice.statementHelp')}
                  slotProps={{ htmlInput: { maxLength: 4000 } }}
                />
                <div>
                  <Typography variant="subtitle2">{t('notice.documents')}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('notice.documentsHelp')}
                  </Typography>
                  <Button component="label" variant="outlined" size="small" sx={{ mt: 1 }}>
                    {t('notice.chooseFiles')}
                    <input
                      hidden
                      type="file"
                      multiple
                      accept="application/pdf,image/jpeg,image/png"
                      onChange={(e) => {
                        const chosen = Array.from(e.target.files ?? []);
                        if (chosen.length > MAX_DISPUTE_DOCUMENTS) setErrors({ documents: t('notice.tooManyFiles') });
                        else setErrors((x) => ({ ...x, documents: '' }));
                        setFiles(chosen.slice(0, MAX_DISPUTE_DOCUMENTS));
                      }}
                    />
                  </Button>
                  {files.map((f) => (
                    <Typography key={f.name} variant="body2">
                      {f.name}
                    </Typography>
                  ))}
                  {errors.documents && (
                    <Typography variant="body2" color="error">
                      {errors.documents}
                    </Typography>
                  )}
                </div>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <Button variant="contained" onClick={() => void dispute()} disabled={busy || code.length !== 6}>
                    {t('notice.sendDispute')}
                  </Button>
                  <Button onClick={() => setMode('choose')} disabled={busy}>
                    {t('notice.cancel')}
                  </Button>
                </Stack>
              </Box>
            )}
            {claim.can_accept && mode === 'choose' && (
              <Typography variant="caption" color="text.secondary">
                {t('notice.acceptConfirm')}
              </Typography>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};
