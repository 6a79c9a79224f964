/**
 * /defaulter-detail/:defaulterId: one case the member reported — amounts, invoices, documents with
 * their SHA-256 (plain links: the evidence endpoint's signed URLs, valid 10 minutes, plus the whole
 * evidence as one zip), the MSMED Act interest card, the timeline, and, when more documents are
 * required, sending it back for review.
 */
import './texts/caseFlowTexts';
import type { MemberCaseDetail } from '@bakaya/api/contracts';
import { Alert, Button, Chip, Divider, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { showToast } from '../../feedback/toasts';
import { formatDate, formatInr } from '../../format/format';
import { serverMessage } from '../../i18n/i18n';
import { PageHeading } from '../../layout/PageHeading';
import { QueryState } from '../../public/QueryState';
import { usePageMeta } from '../../seo/usePageMeta';
import { CaseInterestCard } from './CaseInterestCard';
import { useCaseEvidence, useCaseInterest, useMyCase, useResubmit } from './casesApi';
import { Line, Section } from '../../layout/DetailSection';
import { Fingerprint } from '../../layout/Fingerprint';
import { CaseDocumentUpload } from './CaseDocumentUpload';
import { useSettlementCase } from '../settlement/settlementApi';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

function Resubmit({ c }: { c: MemberCaseDetail }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resubmit = useResubmit(c.id);
  const send = () =>
    resubmit.mutate(note, {
      onSuccess: () => showToast('success', t('cases.resubmitted')),
      onError: (err: unknown) => {
        const e = err as { message?: string; errors?: Record<string, string> };
        setError(serverMessage(e.errors?.note ?? e.message ?? '') ?? e.message ?? '');
      },
    });
  return (
    <Alert severity="warning">
      <Stack spacing={1.5}>
        <Typography variant="body2">{t('cases.moreDocs')}</Typography>
        <Typography variant="body2">{t('cases.uploadHint')}</Typography>
        <CaseDocumentUpload caseId={c.id} />
        <TextField
          label={t('cases.resubmitNote')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={!!error}
          helperText={error}
          multiline
          minRows={2}
        />
        <Button variant="contained" onClick={send} disabled={resubmit.isPending} sx={{ alignSelf: 'start' }}>
          {t('cases.resubmit')}
        </Button>
      </Stack>
    </Alert>
  );
}

const CaseDetailPage = () => {
  const { t } = useTranslation();
  const { defaulterId = '' } = useParams();
  usePageMeta({ title: t('cases.detailTitle'), robots: 'noindex, nofollow' });
  const query = useMyCase(defaulterId);
  const evidence = useCaseEvidence(defaulterId);
  const interest = useCaseInterest(defaulterId);
  // While a settlement is open on the case, the page leads to it instead of offering another.
  const openRequest = useSettlementCase(defaulterId).data?.open_request_id ?? null;
  const linkOf = (docId: number) => evidence.data?.documents.find((d) => d.id === docId)?.url;
  return (
    <QueryState query={query}>
      {(c) => (
        <Stack spacing={2}>
          <PageHeading title={c.defaulter.name} intro={`${c.defaulter.gstin} · ${t('cases.from', { business: c.reporter.name })}`} />
          <Chip label={t(`cases.statuses.${c.status}`, { defaultValue: c.status_label })} sx={{ alignSelf: 'start' }} />
          {openRequest ? (
            <Button component={Link} to={`/settlement-requests/details/${openRequest}`} variant="outlined" sx={{ alignSelf: 'start' }}>
              {t('settlement.seeOpenRequest')}
            </Button>
          ) : (
            (c.status === 'verified' || c.status === 'partial_settled') && (
              <Button component={Link} to={`/Settlement/defaulter/${c.id}`} variant="outlined" sx={{ alignSelf: 'start' }}>
                {t('settlement.openOnCase')}
              </Button>
            )
          )}
          {c.member_actions.includes('resubmit') && <Resubmit c={c} />}
          <Section title={t('cases.amounts')}>
            <Stack spacing={0.5}>
              {c.amounts.invoice_total && <Line label={t('cases.invoiceTotal')} value={formatInr(c.amounts.invoice_total)} />}
              <Line label={t('cases.advance')} value={formatInr(c.amounts.advance_paid)} />
              <Line label={t('cases.due')} value={formatInr(c.amounts.due)} />
              <Line label={t('cases.settled')} value={formatInr(c.amounts.settled)} />
              <Line label={t('cases.writtenOff')} value={formatInr(c.amounts.written_off)} />
              <Divider />
              <Line label={t('cases.outstanding')} value={<strong>{formatInr(c.amounts.outstanding)}</strong>} />
              <Line label={t('cases.dueDate')} value={formatDate(c.dates.due_date)} />
              {c.dates.goods_accepted_on && <Line label={t('cases.goodsAccepted')} value={formatDate(c.dates.goods_accepted_on)} />}
              <Line
                label={t('cases.creditDays')}
                value={c.agreed_credit_days === null ? t('cases.notAgreed') : t('cases.days', { count: c.agreed_credit_days })}
              />
              <Line label={t('cases.reportedOn')} value={formatDate(c.dates.reported_at)} />
            </Stack>
          </Section>
          {interest.data && <CaseInterestCard interest={interest.data} />}
          <Section title={t('cases.invoices')}>
            <Stack spacing={1}>
              {c.invoices.map((i) => (
                <Stack key={i.id} spacing={0.25}>
                  <Line label={t('cases.invoiceNumber')} value={i.invoice_number} />
                  <Line label={t('cases.invoiceDate')} value={formatDate(i.invoice_date)} />
                  <Line label={t('cases.dueDate')} value={formatDate(i.due_date)} />
                  <Line label={t('cases.amount')} value={formatInr(i.amount)} />
                  <Divider />
                </Stack>
              ))}
            </Stack>
          </Section>
          <Section title={t('cases.documents')}>
            <Stack spacing={1.5}>
              {evidence.data && evidence.data.documents.length > 0 && (
                <Stack spacing={0.5}>
                  <Button
                    variant="contained"
                    size="small"
                    href={evidence.data.zip_url}
                    download="evidence_files.zip"
                    sx={{ alignSelf: 'start' }}
                  >
                    {t('cases.downloadAll')}
                  </Button>
                  <Typography variant="caption" color="text.secondary">
                    {t('cases.linksExpire')}
                  </Typography>
                </Stack>
              )}
              {evidence.isError && <Alert severity="warning">{serverMessage((evidence.error as Error).message) ?? ''}</Alert>}
              {c.documents.map((d) => (
                <Stack key={d.id} spacing={0.25}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {d.original_name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`cases.docKinds.${d.doc_type}`, { defaultValue: d.doc_type })} · {kb(d.size_bytes)}
                  </Typography>
                  <Fingerprint label={t('cases.fingerprint')} hash={d.sha256} variant="caption" />
                  {linkOf(d.id) && (
                    <Button
                      size="small"
                      variant="outlined"
                      href={linkOf(d.id) ?? ''}
                      download={d.original_name}
                      sx={{ alignSelf: 'start' }}
                    >
                      {t('cases.download')}
                    </Button>
                  )}
                </Stack>
              ))}
            </Stack>
          </Section>
          <Section title={t('cases.timeline')}>
            <Stack component="ol" spacing={1} sx={{ pl: 2, m: 0 }}>
              {c.timeline.map((e) => (
                <li key={e.id}>
                  <Typography variant="body2">
                    <strong>{t(`cases.statuses.${e.to}`, { defaultValue: e.to_label })}</strong> · {formatDate(e.at)} ·{' '}
                    {e.actor_is_staff ? t('cases.team') : (e.actor_name ?? '—')}
                  </Typography>
                  {e.note && (
                    <Typography variant="body2" color="text.secondary">
                      {e.note}
                    </Typography>
                  )}
                </li>
              ))}
            </Stack>
          </Section>
        </Stack>
      )}
    </QueryState>
  );
};

export default CaseDetailPage;
