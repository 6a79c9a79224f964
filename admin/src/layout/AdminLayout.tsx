import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { Typography } from '@mui/material';
import { BRAND } from '../config';
import { AdminMenu } from './AdminMenu';

const AdminAppBar = () => (
  <AppBar color="primary">
    <Typography variant="h6" component="span" sx={{ mr: 2, fontWeight: 700 }}>{BRAND}</Typography>
    <TitlePortal />
  </AppBar>
);

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  // Wide tables scroll inside their card instead of widening the whole page.
  <Layout menu={AdminMenu} appBar={AdminAppBar} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>{children}</Layout>
);
