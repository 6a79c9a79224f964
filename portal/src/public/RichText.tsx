/**
 * CMS content. The API stores rich text already cleaned (scripts, handlers, frames and script URLs
 * removed on save: api/src/engine/richText.ts), and the page's CSP forbids inline scripts besides.
 */
import { Box } from '@mui/material';

export const RichText = ({ html }: { html: string | null | undefined }) => (
  <Box
    className="rich-text"
    sx={{
      '& img': { maxWidth: '100%', height: 'auto' },
      '& table': { maxWidth: '100%', display: 'block', overflowX: 'auto' },
      lineHeight: 1.7,
    }}
    dangerouslySetInnerHTML={{ __html: html ?? '' }}
  />
);
