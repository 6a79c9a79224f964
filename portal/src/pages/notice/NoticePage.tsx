/**
 * /notice/:token — the reported business's side of a claim (issue 10 §3), no sign-in: who reports
 * what, the invoices and amounts, the evidence with its SHA-256 and download links, the reply window,
 * accept or dispute (after a code to the business's contacts), the dispute's outcome, and a way to
 * pay or settle.
 */
import '../cases/texts/caseFlowTexts';
import type { NoticeClaim } from '@bakaya/api/contracts';
import { Alert, Box, Button, Card, CardContent, Chip, Link as MuiLink, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../api/http';
import { formatDate, formatInr } from '../../format/format';
import { PageHeading } from '../../layout/PageHeading';
import { usePageMeta } from '../../seo/usePageMeta';
import { CaseInterestCard } from '../cases/CaseInterestCard';
import { useNotice } from './noticeApi';
import { NoticeReply } from './NoticeReply';

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Card variant="outlined">
    <CardContent sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
    <Typography color="text.secondary">{label}</Typography>
    <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{value}</Typography>
  </Box>
);

const Claim = ({ claim, token }: { claim: NoticeClaim; token: string }) => {
  const { t } = useTranslation();
  const windowEnd = claim.reply_window_ends_at;
  const windowOpen = claim.reply_window_open;
  const d = claim.dispute;
  return (
    <Stack spacing={2}>
      <PageHeading
        title={t('notice.title')}
        intro={t('notice.intro', { reporter: claim.reporter.name, defaulter: claim.defaulter.name })}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="text.secondary">{t('notice.status')}:</Typography>
        <Chip
          label={t(`cases.statuses.${claim.status}`, { defaultValue: claim.status_label })}
          color={claim.status === 'disputed' ? 'warning' : 'default'}
        />
      </Box>
      {claim.accepted_at ? (
        <Alert severity="info">{t('notice.acceptedOn', { date: formatDate(claim.accepted_at) })}</Alert>
      ) : windowEnd && (claim.status === 'verified' || claim.status === 'partial_settled') ? (
        <Alert severity={windowOpen ? 'warning' : 'info'}>
          {windowOpen ? t('notice.windowEnds', { date: formatDate(windowEnd) }) : t('notice.windowPassed', { date: formatDate(windowEnd) })}
        </Alert>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {claim.listed ? t('notice.listedNow') : t('notice.notListed')}
      </Typography>

      <Section title={t('notice.reporter')}>
        <Typography sx={{ fontWeight: 600 }}>{claim.reporter.name}</Typography>
        <Typography variant="body2">{t('notice.gstin', { gstin: claim.reporter.gstin })}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('notice.defaulter')}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{claim.defaulter.name}</Typography>
        <Typography variant="body2">{t('notice.gstin', { gstin: claim.defaulter.gstin })}</Typography>
      </Section>

      <Section title={t('notice.amounts')}>
        <Row label={t('notice.due')} value={formatInr(claim.amounts.due)} />
        <Row label={t('notice.settled')} value={formatInr(claim.amounts.settled)} />
        {claim.amounts.written_off !== '0.00' && <Row label={t('notice.writtenOff')} value={formatInr(claim.amounts.written_off)} />}
        <Row label={t('notice.outstanding')} value={formatInr(claim.amounts.outstanding)} strong />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
          {t('notice.invoices')}
        </Typography>
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
          {claim.invoices.map((inv, i) => (
            <li key={i}>
              <Typography variant="body2">
                {[
                  inv.invoice_number ? t('notice.invoiceNumber', { number: inv.invoice_number }) : t('notice.invoiceNoNumber'),
                  inv.invoice_date && t('notice.invoiceDate', { date: formatDate(inv.invoice_date) }),
                  inv.due_date && t('notice.dueDate', { date: formatDate(inv.due_date) }),
                  inv.amount && formatInr(inv.amount),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </li>
          ))}
        </Stack>
      </Section>

      {/* The MSMED Act interest on the claim (issue 10 §4), worded to the reported business. */}
      {claim.interest && <CaseInterestCard interest={claim.interest} audience="reported" reporter={claim.reporter.name} />}

      <Section title={t('notice.evidence')}>
        {claim.evidence.documents.length === 0 ? (
          <Typography color="text.secondary">{t('notice.noEvidence')}</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {claim.evidence.documents.map((doc) => (
              <li key={doc.id}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{doc.original_name}</Typography>
                  <Button size="small" variant="outlined" href={doc.url} rel="noreferrer">
                    {t('notice.download')}
                  </Button>
                </Box>
                {doc.sha256 && (
                  <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all', display: 'block' }}>
                    {t('notice.fingerprint', { hash: doc.sha256 })}
                  </Typography>
                )}
              </li>
            ))}
          </Stack>
        )}
        {claim.evidence.zip_url && (
          <Button variant="text" href={claim.evidence.zip_url} sx={{ justifySelf: 'start' }}>
            {t('notice.downloadAll')}
          </Button>
        )}
        {claim.evidence.documents.length > 0 && (
          <Typography variant="caption" color="text.secondary">
            {t('notice.linksExpire', { time: new Date(claim.evidence.expires_at).toLocaleTimeString() })}
          </Typography>
        )}
      </Section>

      {d && (
        <Section title={t('notice.disputeTitle')}>
          <Typography>
            {d.status === 'open'
              ? t('notice.disputeOpen', { date: formatDate(d.decide_by) })
              : d.status === 'upheld'
                ? t('notice.disputeUpheld', { date: formatDate(d.decided_at ?? d.decide_by) })
                : t('notice.disputeRejected', { date: formatDate(d.decided_at ?? d.decide_by) })}
          </Typography>
          {d.decision_note && <Typography variant="body2">{t('notice.decisionNote', { note: d.decision_note })}</Typography>}
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
            {d.statement}
          </Typography>
        </Section>
      )}

      {(claim.can_accept || claim.can_dispute) && <NoticeReply token={token} claim={claim} />}

      <Section title={t('notice.payTitle')}>
        <Typography>{t('notice.payIntro')}</Typography>
        <Button component={Link} to="/login" variant="contained" sx={{ justifySelf: 'start' }}>
          {t('notice.payLink')}
        </Button>
      </Section>

      <Section title={t('notice.timeline')}>
        <Stack component="ol" spacing={0.75} sx={{ m: 0, pl: 2.5 }}>
          {claim.timeline.map((step, i) => (
            <li key={i}>
              <Typography variant="body2">
                {formatDate(step.at)} ·{' '}
                {step.kind in KINDS
                  ? t(`notice.kinds.${step.kind as keyof typeof KINDS}`, {
                      status: t(`cases.statuses.${step.status}`, { defaultValue: step.status_label }),
                    })
                  : t('notice.kinds.transition', { status: t(`cases.statuses.${step.status}`, { defaultValue: step.status_label }) })}
                {step.by ? ` · ${t(`notice.by.${step.by}`)}` : ''}
              </Typography>
              {step.note && (
                <Typography variant="caption" color="text.secondary">
                  {step.note}
                </Typography>
              )}
            </li>
          ))}
        </Stack>
      </Section>
    </Stack>
  );
};

const KINDS = { transition: 1, notice_sent: 1, notice_resent: 1, claim_accepted: 1 };

const NoticePage = () => {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  usePageMeta({ title: t('notice.title'), robots: 'noindex, nofollow' });
  const notice = useNotice(token);
  return (
    <Box sx={{ maxWidth: 820 }}>
      {notice.isPending ? (
        <Stack spacing={1} aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="text" height={48} width="60%" />
          <Skeleton variant="rectangular" height={160} />
        </Stack>
      ) : notice.isError ? (
        <Alert severity={notice.error instanceof ApiError && notice.error.status === 404 ? 'info' : 'error'}>
          {notice.error instanceof ApiError && notice.error.status === 404 ? t('notice.notFound') : t('common.loadFailed')}
        </Alert>
      ) : (
        <Claim claim={notice.data} token={token} />
      )}
      <MuiLink component={Link} to="/" sx={{ display: 'inline-block', mt: 2 }}>
        {t('brand')}
      </MuiLink>
    </Box>
  );
};

export default NoticePage;
