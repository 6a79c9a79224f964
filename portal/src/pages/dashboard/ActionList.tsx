/** "Needs your attention": what the API says needs the member first (api memberActions.ts), each with where to do it. */
import type { MemberAction } from '@bakaya/api/contracts';
import { Alert, Button, Stack } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../format/format';
import { nextStepPhrase } from '../settlement/nextStepText';

function describe(t: TFunction, a: MemberAction): { text: string; to: string; severity: 'warning' | 'info' } {
  switch (a.kind) {
    case 'settlement_step':
      return {
        text: t('memberArea.action.settlement_step', {
          counterparty: a.counterparty,
          step: nextStepPhrase(t, { step: a.step, actor: null, mine: true }),
        }),
        to: `/settlement-requests/details/${a.settlement_id}`,
        severity: 'warning',
      };
    case 'claim_reply':
      return {
        text: t('memberArea.action.claim_reply', { reporter: a.reporter_name, until: formatDate(a.until) }),
        to: '/claims',
        severity: 'warning',
      };
    case 'case_documents':
      return {
        text: t('memberArea.action.case_documents', { name: a.defaulter_name }),
        to: `/defaulter-detail/${a.case_id}`,
        severity: 'warning',
      };
    case 'plan_expiring':
      return {
        text: t('memberArea.action.plan_expiring', { plan: a.plan_name, count: a.days_left }),
        to: '/subscription',
        severity: 'info',
      };
    case 'no_plan':
      return { text: t('memberArea.action.no_plan'), to: '/subscription', severity: 'info' };
    case 'add_business':
      return { text: t('memberArea.action.add_business'), to: '/business-dashboard', severity: 'info' };
  }
}

export const ActionList = ({ actions }: { actions: MemberAction[] }) => {
  const { t } = useTranslation();
  if (actions.length === 0) return <Alert severity="success">{t('memberArea.nothingToDo')}</Alert>;
  return (
    <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label={t('memberArea.needsAction')}>
      {actions.map((a, i) => {
        const d = describe(t, a);
        return (
          <li key={i}>
            <Alert
              severity={d.severity}
              action={
                <Button color="inherit" size="small" component={RouterLink} to={d.to}>
                  {t('memberArea.open')}
                </Button>
              }
            >
              {d.text}
            </Alert>
          </li>
        );
      })}
    </Stack>
  );
};
