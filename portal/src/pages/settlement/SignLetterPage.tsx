/**
 * /settlement/sign-letter/:defaulterCaseId/:doctype — the caller's side signs the settlement letter of
 * the case's open request (issue 10 §5): the letter to download, its SHA-256, then "Sign" through the
 * e-sign service and back to the request. The server signs only the letter as it hashes now.
 */
import '../cases/texts/caseFlowTexts';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { apiGet } from '../../api/http';
import { showToast } from '../../feedback/toasts';
import { serverMessage } from '../../i18n/i18n';
import { PageHeading } from '../../layout/PageHeading';
import { QueryState } from '../../public/QueryState';
import { usePageMeta } from '../../seo/usePageMeta';
import { LETTER_DOCTYPE, signSettlementLetter, useRefreshSettlement, useSettlementDetails, type SettlementSummary } from './settlementApi';
import { download } from './SettlementDetailsPage';
import { Fingerprint } from '../../layout/Fingerprint';
import { SupportSessionNotice, useSupportSession } from '../../session/SupportSessionNotice';

const OPEN = ['initialised', 'inprogress', 'approved'];

function Letter({ requestId, caseId, doctype }: { requestId: number; caseId: string; doctype: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshSettlement();
  const details = useSettlementDetails(String(requestId));
  const [busy, setBusy] = useState(false);
  const sign = async () => {
    setBusy(true);
    try {
      const answer = await signSettlementLetter(caseId, doctype);
      if (answer.signing_url) {
        window.location.assign(answer.signing_url);
        return;
      }
      showToast('success', t('settlement.signed'));
      await refresh();
      navigate(`/settlement-requests/details/${requestId}`);
    } catch (err) {
      showToast('error', serverMessage((err as Error).message) ?? (err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <QueryState query={details}>
      {(d) => (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={1.5}>
              <Typography variant="h6" component="h2">
                {t('settlement.request', { id: requestId })} · {d.case.defaulter_name}
              </Typography>
              <Button
                variant="outlined"
                sx={{ alignSelf: 'start' }}
                onClick={() => void download(`settlement/letter/${requestId}.pdf`, `settlement-letter-${requestId}.pdf`)}
              >
                {t('settlement.downloadLetter')}
              </Button>
              <Fingerprint label={t('settlement.sha256')} hash={d.letter_sha256} />
              <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button variant="contained" onClick={sign} disabled={busy}>
                  {t('settlement.signButton')}
                </Button>
                <Button component={Link} to={`/settlement-requests/details/${requestId}`}>
                  {t('settlement.backToDetails')}
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      )}
    </QueryState>
  );
}

const SignLetterPage = () => {
  const { t } = useTranslation();
  usePageMeta({ title: t('settlement.signTitle'), robots: 'noindex, nofollow' });
  const { defaulterCaseId = '', doctype = '' } = useParams();
  // The case's current request: the newest open one of the caller's requests on this case.
  const mine = useQuery({
    queryKey: ['settlement-requests'],
    queryFn: ({ signal }) => apiGet<SettlementSummary[]>('settlement/requests', signal),
    staleTime: 0,
  });
  const support = useSupportSession();
  return (
    <Stack spacing={3}>
      <PageHeading title={t('settlement.signTitle')} intro={t('settlement.signIntro')} />
      {support ? (
        <SupportSessionNotice />
      ) : doctype !== LETTER_DOCTYPE ? (
        <Alert severity="error">{t('settlement.unknownDoc')}</Alert>
      ) : (
        <QueryState query={mine}>
          {(rows) => {
            const current = rows.find((r) => String(r.case_id) === defaulterCaseId && OPEN.includes(r.status));
            return current ? (
              <Letter requestId={current.id} caseId={defaulterCaseId} doctype={doctype} />
            ) : (
              <Alert severity="info">{t('settlement.noOpenRequest')}</Alert>
            );
          }}
        </QueryState>
      )}
    </Stack>
  );
};

export default SignLetterPage;
