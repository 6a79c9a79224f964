import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { createElement, type ReactNode } from 'react';
import { useSidebarState, useStore } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { GROUP_ICONS } from './menuIcons';
import type { MenuSection } from './menuModel';

/**
 * One link of the menu: a list item holding a link (a navigation list, not an ARIA menu — the
 * entries are links to pages, so screen readers announce them as such), marked as the current page.
 */
const NavEntry = ({ to, text, icon, dense }: { to: string; text: string; icon?: ReactNode; dense?: boolean }) => {
  const { pathname } = useLocation();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const active = pathname === to || pathname.startsWith(`${to}/`);
  const button = (
    <ListItemButton
      component={Link}
      to={to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      dense={dense}
      onClick={() => small && setSidebarOpen(false)}
    >
      {icon && <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>}
      <ListItemText primary={text} slotProps={{ primary: { variant: 'body2', noWrap: !sidebarOpen } }} />
    </ListItemButton>
  );
  return (
    <ListItem disablePadding>
      {sidebarOpen ? (
        button
      ) : (
        <Tooltip title={text} placement="right">
          {button}
        </Tooltip>
      )}
    </ListItem>
  );
};

/** One collapsible menu group; its open/closed state is remembered per group. */
export const MenuSectionItem = ({ section, initiallyOpen }: { section: MenuSection; initiallyOpen: boolean }) => {
  const [open, setOpen] = useStore(`bakaya.menu.${section.group}`, initiallyOpen);
  const [sidebarOpen] = useSidebarState();
  const icon = createElement(GROUP_ICONS[section.group]);
  const single = section.entries.length === 1 && section.entries[0]!.title === section.group;
  const listId = `menu-${section.group.replace(/\W+/g, '-').toLowerCase()}`;

  if (single) return <NavEntry to={section.entries[0]!.path} text={section.group} icon={icon} />;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={listId} title={section.group}>
        <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
        {sidebarOpen && <ListItemText primary={section.group} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600 } } }} />}
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} dense disablePadding sx={{ pl: sidebarOpen ? 2 : 0 }} aria-label={section.group}>
          {section.entries.map((e) => (
            <NavEntry key={e.path} to={e.path} text={e.title} dense />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
};
