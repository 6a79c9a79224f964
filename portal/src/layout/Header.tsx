/**
 * The site header: brand, the public links (a menu on phones), the language switch and either
 * "Sign in" or the member's bell (unread notifications) and menu (dashboard, businesses, profile, sign out).
 */
import AccountCircle from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Button,
  Chip,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Toolbar,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { signOut } from '../session/signOut';
import { useSession } from '../session/sessionStore';
import { LanguageSwitch } from './LanguageSwitch';
import { MemberMenuList } from './MemberNav';
import { NotificationBell } from './NotificationBell';
import { HEADER_LINKS, MEMBER_HEADER_LINKS, MEMBER_LINKS } from './navigation';

const AccountMenu = () => {
  const { t } = useTranslation();
  const session = useSession()!;
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton color="inherit" aria-label={t('nav.account')} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <AccountCircle />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
        <MenuItem disabled sx={{ opacity: '1 !important' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {session.user.name}
          </Typography>
        </MenuItem>
        <Divider />
        {MEMBER_LINKS.map((l) => (
          <MenuItem key={l.to} component={RouterLink} to={l.to} onClick={() => setAnchor(null)}>
            {t(l.key)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void signOut().then(() => navigate('/login'));
          }}
        >
          {t('nav.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
};

export const Header = () => {
  const { t } = useTranslation();
  const session = useSession();
  const [drawer, setDrawer] = useState(false);
  return (
    <AppBar position="sticky" color="primary" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t('nav.menu')}
          onClick={() => setDrawer(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography component={RouterLink} to="/" variant="h6" sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: 2 }}>
          {t('brand')}
        </Typography>
        <Box component="nav" aria-label={t('footer.links')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}>
          {(session ? MEMBER_HEADER_LINKS : HEADER_LINKS).map((l) => (
            <Button key={l.to} color="inherit" component={RouterLink} to={l.to} sx={{ textTransform: 'none' }}>
              {t(l.key)}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
        {session?.temporary && <Chip size="small" color="warning" label={t('nav.supportSession')} />}
        <LanguageSwitch />
        {session?.user.role_type === 'customer' && <NotificationBell />}
        {session ? (
          <AccountMenu />
        ) : (
          <Button
            color="inherit"
            variant="outlined"
            component={RouterLink}
            to="/login"
            sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
          >
            {t('nav.signIn')}
          </Button>
        )}
      </Toolbar>
      <Drawer open={drawer} onClose={() => setDrawer(false)}>
        <Box component="nav" aria-label={t('footer.links')} sx={{ width: 260 }} onClick={() => setDrawer(false)}>
          <Typography variant="h6" sx={{ px: 2, py: 2, fontWeight: 700 }}>
            {t('brand')}
          </Typography>
          <Divider />
          <List>
            {HEADER_LINKS.map((l) => (
              <ListItemButton key={l.to} component={RouterLink} to={l.to}>
                <ListItemText primary={t(l.key)} />
              </ListItemButton>
            ))}
          </List>
          {session && (
            <>
              <Divider />
              <MemberMenuList />
            </>
          )}
        </Box>
      </Drawer>
    </AppBar>
  );
};
