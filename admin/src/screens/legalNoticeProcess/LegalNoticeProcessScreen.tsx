/**
 * The legal-notice process (spec §2 legal-notice/process, process/supplier, process/{legalNoticeFor};
 * Legal Notice Process → process), first step: choose eligible defaulter cases and a template and
 * create a batch of pending notices. Generating and sending the PDFs is roadmap item 6.
 */
import { Alert, Box, Card, CardContent, Link as MuiLink, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { NOTICE_AUDIENCES, type NoticeFor } from '@bakaya/api/contracts';
import { useState } from 'react';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import type { CustomScreenProps } from '../screenTypes';
import { audienceOf, AUDIENCE_LABEL } from './legalNoticeModel';
import { NoticeCasePicker } from './NoticeCasePicker';

const LegalNoticeProcessScreen = ({ route, params }: CustomScreenProps) => {
  useDocumentTitle(route.title);
  const audience = audienceOf(route.screen.kind === 'custom' ? route.screen.options?.noticeFor : undefined, params.legalNoticeFor);
  const [chosen, setChosen] = useState<NoticeFor>('buyer');
  const noticeFor = audience.kind === 'fixed' ? audience.noticeFor : chosen;
  return (
    <Box sx={{ mt: 1, mb: 3 }}>
      <Title title={route.title} />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box>
            <Typography variant="h5" component="h1" gutterBottom>
              {route.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 820 }}>
              Choose verified or partly settled defaulter cases that are not already in an open batch, pick the notice template for the
              audience, and create a batch. Each chosen case gets one notice, all in one step.
            </Typography>
          </Box>
          <Alert severity="info">
            This is the first step. Generating the notice PDFs and sending them comes next (roadmap item 6); until then a new batch stays a
            Draft and its notices stay Pending in{' '}
            <MuiLink component={Link} to="/legal-notice/batch">
              Legal notice batches
            </MuiLink>
            .
          </Alert>
          {audience.kind === 'unknown' ? (
            <Alert severity="error">
              “{audience.raw}” is not an audience for notices. Open the process for{' '}
              <MuiLink component={Link} to="/legal-notice/process/buyer">
                buyers
              </MuiLink>{' '}
              or{' '}
              <MuiLink component={Link} to="/legal-notice/process/supplier">
                suppliers
              </MuiLink>
              .
            </Alert>
          ) : (
            <>
              {audience.kind === 'choose' ? (
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  color="primary"
                  value={chosen}
                  onChange={(_e, v: NoticeFor | null) => v && setChosen(v)}
                  aria-label="Notices for"
                >
                  {NOTICE_AUDIENCES.map((a) => (
                    <ToggleButton key={a} value={a}>
                      {AUDIENCE_LABEL[a]}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              ) : (
                <Typography variant="subtitle1">
                  Notices for: <strong>{AUDIENCE_LABEL[noticeFor]}</strong>
                </Typography>
              )}
              <NoticeCasePicker key={noticeFor} noticeFor={noticeFor} />
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

export default LegalNoticeProcessScreen;
