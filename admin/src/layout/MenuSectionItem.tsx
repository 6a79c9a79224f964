import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { createElement } from 'react';
import { MenuItemLink, useSidebarState, useStore } from 'react-admin';
import { GROUP_ICONS } from './menuIcons';
import type { MenuSection } from './menuModel';

/** One collapsible menu group; its open/closed state is remembered per group. */
export const MenuSectionItem = ({ section, initiallyOpen }: { section: MenuSection; initiallyOpen: boolean }) => {
  const [open, setOpen] = useStore(`bakaya.menu.${section.group}`, initiallyOpen);
  const [sidebarOpen] = useSidebarState();
  const icon = createElement(GROUP_ICONS[section.group]);
  const single = section.entries.length === 1 && section.entries[0]!.title === section.group;

  if (single) return <MenuItemLink to={section.entries[0]!.path} primaryText={section.group} leftIcon={icon} />;
  return (
    <>
      <ListItemButton dense onClick={() => setOpen(!open)} aria-expanded={open} title={section.group}>
        <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
        {sidebarOpen && <ListItemText primary={section.group} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600 } } }} />}
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List dense disablePadding sx={{ pl: sidebarOpen ? 2 : 0 }}>
          {section.entries.map((e) => (
            <MenuItemLink key={e.path} to={e.path} primaryText={e.title} dense />
          ))}
        </List>
      </Collapse>
    </>
  );
};
