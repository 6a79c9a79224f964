import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ArticleIcon from '@mui/icons-material/Article';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GavelIcon from '@mui/icons-material/Gavel';
import HandshakeIcon from '@mui/icons-material/Handshake';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import StorageIcon from '@mui/icons-material/Storage';
import SyncIcon from '@mui/icons-material/Sync';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { MenuGroup } from '@bakaya/api/registry';
import type { ComponentType } from 'react';

export const GROUP_ICONS: Record<MenuGroup, ComponentType> = {
  Dashboard: DashboardIcon,
  'Customer management': PeopleIcon,
  'Partner management': HandshakeIcon,
  'List views': ViewListIcon,
  'Promotion management': LocalOfferIcon,
  'Content management': ArticleIcon,
  'Master data': StorageIcon,
  Settings: SettingsIcon,
  'User management': ManageAccountsIcon,
  Settlement: AccountBalanceIcon,
  'Business-accounting sync': SyncIcon,
  'Legal notice': GavelIcon,
  Monitoring: MonitorHeartIcon,
};
