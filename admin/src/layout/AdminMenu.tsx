import { useMemo } from 'react';
import { Menu } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { canAccess } from '../providers/canAccess';
import { readSession } from '../providers/session';
import { adminRoutes } from '../routes/adminRoutes';
import { buildMenu, sectionOf } from './menuModel';
import { MenuSectionItem } from './MenuSectionItem';

/** Spec §2's 13 groups, collapsible; entries the role cannot open are hidden (spec §6). */
export const AdminMenu = () => {
  const { pathname } = useLocation();
  const sections = useMemo(() => {
    const user = readSession()?.user;
    return buildMenu(adminRoutes, (r) => canAccess(user, { resource: r.feature, action: r.access }));
  }, []);
  const current = sectionOf(sections, pathname);
  return (
    <Menu>
      {sections.map((s) => <MenuSectionItem key={s.group} section={s} initiallyOpen={s.group === current} />)}
    </Menu>
  );
};
