/**
 * The input of every registry field of type 'richtext' (templates, CMS pages/posts/FAQs/jobs/user
 * manuals, legal-notice documents…) and of 'richtext' global settings. The editor (TipTap) is a
 * separate chunk, fetched the first time a form needs it; meanwhile an empty box of its height shows.
 */
import { Box, Skeleton, Typography } from '@mui/material';
import type { RichTextInputProps } from 'ra-input-rich-text';
import { lazy, Suspense } from 'react';
import { RICH_TEXT_EDITOR_HEIGHT } from './richTextConfig';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

const Loading = ({ label }: { label?: RichTextInputProps['label'] }) => (
  <Box sx={{ width: '100%', mb: 2 }} aria-busy="true">
    {typeof label === 'string' && (
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    )}
    <Skeleton variant="rectangular" height={40} sx={{ mb: 0.5 }} />
    <Skeleton variant="rectangular" height={RICH_TEXT_EDITOR_HEIGHT} />
  </Box>
);

export const RichTextInput = (props: RichTextInputProps & { isRequired?: boolean }) => (
  <Suspense fallback={<Loading label={props.label} />}>
    <RichTextEditor {...props} />
  </Suspense>
);
