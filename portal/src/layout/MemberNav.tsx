/**
 * The signed-in member's navigation (issue 21 §1): a persistent menu beside the page on desktop, and on
 * a phone a bottom bar (Dashboard, Report, Claims, Settlements, More) whose "More" opens the whole menu.
 * Counts of open claims and settlements come from the member dashboard's answer (cached, shared).
 */
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import {
  Badge,
  BottomNavigation,
  BottomNavigationAction,
  Box,
  Chip,
  Drawer,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Paper,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useMemberDashboard } from '../pages/dashboard/memberDashboardApi';
import { MEMBER_BOTTOM_ITEMS, MEMBER_SECTIONS, type MemberCount, type MemberNavItem } from './navigation';

const BOTTOM_ICONS: Record<string, ReactNode> = {
  '/dashboard': <DashboardOutlined />,
  '/defaulter?report=1': <PostAddOutlined />,
  '/claims': <GavelOutlined />,
  '/settlement-requests': <HandshakeOutlined />,
};

function useCounts(): Record<MemberCount, number> {
  const d = useMemberDashboard().data;
  return { claims: d?.claims.open ?? 0, settlements: d?.settlements.open ?? 0 };
}

/** Whether `item` is the page showing (its path; "Report a defaulter" only with its ?report=1). */
function useIsCurrent() {
  const { pathname, search } = useLocation();
  return (item: MemberNavItem) => {
    const [path, query] = item.to.split('?');
    return path === pathname && (query ? search.includes(query) : !search.includes('report=1'));
  };
}

export const MemberMenuList = ({ onChoose }: { onChoose?: () => void }) => {
  const { t } = useTranslation();
  const counts = useCounts();
  const current = useIsCurrent();
  return (
    <List dense component="div" sx={{ py: 0 }}>
      {MEMBER_SECTIONS.map((section) => (
        <Box key={section.key ?? 'top'} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {section.key && (
            <ListSubheader component="li" disableSticky sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
              {t(section.key)}
            </ListSubheader>
          )}
          {section.items.map((item) => (
            <li key={item.to}>
              <ListItemButton component={RouterLink} to={item.to} selected={current(item)} onClick={onChoose}>
                <ListItemText primary={t(item.key)} />
                {item.count && counts[item.count] > 0 && <Chip size="small" color="warning" label={counts[item.count]} />}
              </ListItemButton>
            </li>
          ))}
        </Box>
      ))}
    </List>
  );
};

/** Desktop: the menu in a column beside the page. */
export const MemberSideNav = () => {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('nav.memberMenu')}
      sx={{ display: { xs: 'none', md: 'block' }, width: 240, flexShrink: 0, position: 'sticky', top: 80, alignSelf: 'flex-start' }}
    >
      <MemberMenuList />
    </Box>
  );
};

/** Phone: the bottom bar, and the drawer with the whole menu. */
export const MemberBottomNav = () => {
  const { t } = useTranslation();
  const counts = useCounts();
  const current = useIsCurrent();
  const [more, setMore] = useState(false);
  const value = MEMBER_BOTTOM_ITEMS.findIndex(current);
  return (
    <>
      <Paper
        component="nav"
        aria-label={t('nav.memberMenu')}
        elevation={8}
        sx={{ display: { xs: 'block', md: 'none' }, position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: (th) => th.zIndex.appBar }}
      >
        <BottomNavigation showLabels value={value === -1 ? false : value}>
          {MEMBER_BOTTOM_ITEMS.map((item) => (
            <BottomNavigationAction
              key={item.to}
              component={RouterLink}
              to={item.to}
              label={t(item.key)}
              sx={{
                minWidth: 0,
                px: 0.5,
                '& .MuiBottomNavigationAction-label': { fontSize: '0.7rem', lineHeight: 1.2, textAlign: 'center' },
              }}
              icon={
                <Badge color="warning" badgeContent={item.count ? counts[item.count] : 0}>
                  {BOTTOM_ICONS[item.to]}
                </Badge>
              }
            />
          ))}
          <BottomNavigationAction label={t('nav.more')} icon={<MenuIcon />} onClick={() => setMore(true)} sx={{ minWidth: 0, px: 0.5 }} />
        </BottomNavigation>
      </Paper>
      <Drawer anchor="bottom" open={more} onClose={() => setMore(false)}>
        <Box component="nav" aria-label={t('nav.memberMenu')} sx={{ maxHeight: '80vh', overflowY: 'auto', pb: 2 }}>
          <MemberMenuList onChoose={() => setMore(false)} />
        </Box>
      </Drawer>
    </>
  );
};
