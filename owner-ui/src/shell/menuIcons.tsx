import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FactoryIcon from '@mui/icons-material/Factory';
import GroupsIcon from '@mui/icons-material/Groups';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import InsightsIcon from '@mui/icons-material/Insights';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalDrinkIcon from '@mui/icons-material/LocalDrink';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import MapIcon from '@mui/icons-material/Map';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import SettingsIcon from '@mui/icons-material/Settings';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { SvgIconComponent } from '@mui/icons-material';

export const MENU_ICONS: Record<string, SvgIconComponent> = {
  dashboard: DashboardIcon,
  plants: FactoryIcon,
  billing: AccountBalanceWalletIcon,
  plan: WorkspacePremiumIcon,
  customers: PeopleIcon,
  entries: EditNoteIcon,
  expenses: ReceiptLongIcon,
  riderDays: TwoWheelerIcon,
  schedule: CalendarMonthIcon,
  staff: GroupsIcon,
  payroll: PaymentsIcon,
  areas: MapIcon,
  products: LocalDrinkIcon,
  stock: Inventory2Icon,
  map: LocationOnIcon,
  reports: InsightsIcon,
  reminders: NotificationsActiveIcon,
  whatsapp: WhatsAppIcon,
  settings: SettingsIcon,
  support: HelpOutlineIcon,
};
