import { useMemo } from 'react';
import { Box, List } from '@mui/material';
import { useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { canAccess } from '../providers/canAccess';
import { readSession } from '../providers/session';
import { adminRoutes } from '../routes/adminRoutes';
import { buildMenu, sectionOf } from './menuModel';
import { MenuSectionItem } from './MenuSectionItem';

/** Spec §2's 13 groups (a <nav> list of links), collapsible; entries the role cannot open are hidden (spec §6). */
export const AdminMenu = () => {
  const { pathname } = useLocation();
  const sections = useMemo(() => {
    const user = readSession()?.user;
    return buildMenu(adminRoutes, (r) => canAccess(user, { resource: r.feature, action: r.access }));
  }, []);
  const current = sectionOf(sections, pathname);
  const [open] = useSidebarState();
  // A navigation landmark holding a list of links (react-admin's <Menu> is an ARIA menu, whose
  // items must all be menu items: the collapsible groups broke that structure).
  return (
    <Box component="nav" aria-label="Main menu" sx={{ width: open ? 270 : 50, transition: 'width 195ms', overflowX: 'hidden' }}>
      <List dense disablePadding>
        {sections.map((s) => (
          <MenuSectionItem key={s.group} section={s} initiallyOpen={s.group === current} />
        ))}
      </List>
    </Box>
  );
};
