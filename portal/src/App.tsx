/**
 * The public site. The customer area and agent flow arrive with their own issue (roadmap 5);
 * for now: the home page, a pointer to the back office, and the not-found page.
 */
import { Container, CssBaseline, Typography, Button, Stack } from '@mui/material';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';

const BRAND = 'Bakaya';

function usePageTitle(page?: string) {
  useEffect(() => {
    document.title = page ? `${page} | ${BRAND}` : `${BRAND} — report defaulters, settle dues, check credit`;
  }, [page]);
}

function Home() {
  usePageTitle();
  return (
    <Stack spacing={2} sx={{ py: 8 }}>
      <Typography variant="h3" component="h1">
        {BRAND} <span lang="hi">बकाया</span>
      </Typography>
      <Typography variant="h6" component="p">
        Report buyers who have not paid, settle outstanding dues, and check a business’s credit before you sell on credit.
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" href="/admin">
          Back office
        </Button>
        <Button variant="outlined" href="/api/docs">
          API documentation
        </Button>
      </Stack>
    </Stack>
  );
}

function NotFound() {
  usePageTitle('Page not found');
  return (
    <Stack spacing={2} sx={{ py: 8 }}>
      <Typography variant="h4" component="h1">
        Page not found
      </Typography>
      <Typography>We could not find the page you were looking for.</Typography>
      <Button variant="contained" href="/" sx={{ alignSelf: 'start' }}>
        Go to the home page
      </Button>
    </Stack>
  );
}

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => window.scrollTo(0, 0), [pathname]);
  return null;
}

export function App() {
  return (
    <>
      <CssBaseline />
      <ScrollToTop />
      <Container maxWidth="md">
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/home" element={<Home />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Container>
    </>
  );
}
