import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal, UserMenu, useGetIdentity } from 'react-admin';
import { Typography } from '@mui/material';
import { BRAND } from '../config';
import { AdminMenu } from './AdminMenu';

/** The user menu is named by what it shows (the signed-in name), so its label and text agree. */
const NamedUserMenu = () => {
  const { data } = useGetIdentity();
  return <UserMenu label={data?.fullName ? String(data.fullName) : 'Profile'} />;
};

const AdminAppBar = () => (
  <AppBar color="primary" userMenu={<NamedUserMenu />}>
    <Typography variant="h6" component="span" sx={{ mr: 2, fontWeight: 700 }}>
      {BRAND}
    </Typography>
    <TitlePortal />
  </AppBar>
);

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  // Wide tables scroll inside their card instead of widening the whole page.
  <Layout menu={AdminMenu} appBar={AdminAppBar} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
    {children}
  </Layout>
);
