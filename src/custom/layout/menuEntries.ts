// The side navigation: one entry per area, shown only when the user may open it (the same canOpenRoute rule the
// route guard applies, so a menu entry never leads to /notAuthorized).
import type { SvgIconComponent } from '@mui/icons-material';
import InboxIcon from '@mui/icons-material/Inbox';
import ForumIcon from '@mui/icons-material/Forum';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import GroupsIcon from '@mui/icons-material/Groups';
import BarChartIcon from '@mui/icons-material/BarChart';
import EventIcon from '@mui/icons-material/Event';
import ExtensionIcon from '@mui/icons-material/Extension';
import PeopleIcon from '@mui/icons-material/People';
import WidgetsIcon from '@mui/icons-material/Widgets';
import PersonIcon from '@mui/icons-material/Person';
import TuneIcon from '@mui/icons-material/Tune';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ContactsIcon from '@mui/icons-material/Contacts';
import InsightsIcon from '@mui/icons-material/Insights';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import QuickreplyIcon from '@mui/icons-material/Quickreply';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import CodeIcon from '@mui/icons-material/Code';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import HistoryIcon from '@mui/icons-material/History';
import PermContactCalendarIcon from '@mui/icons-material/PermContactCalendar';
import BusinessIcon from '@mui/icons-material/Business';
import { canAccess } from '../../domain/permissions';
import { canOpenRoute, type SessionFacts } from '../../domain/navigation';

export interface MenuEntry {
  to: string;
  label: string;
  icon: SvgIconComponent;
  /** A react-admin resource whose route the guard does not know: shown only when canAccess allows its list. */
  resource?: string;
}

export const MENU_ENTRIES: readonly MenuEntry[] = [
  { to: '/inbox', label: 'Inbox', icon: InboxIcon },
  { to: '/conversations', label: 'Conversations', icon: ForumIcon },
  { to: '/contacts', label: 'Contacts', icon: PermContactCalendarIcon },
  { to: '/companies', label: 'Companies', icon: BusinessIcon },
  { to: '/bot', label: 'Bot', icon: SmartToyIcon },
  { to: '/audiences', label: 'Audiences', icon: GroupsIcon },
  { to: '/analytics', label: 'Analytics', icon: BarChartIcon },
  { to: '/meetings', label: 'Meetings', icon: EventIcon },
  { to: '/settings/integrations', label: 'Integrations', icon: ExtensionIcon },
  { to: '/settings/team', label: 'Team', icon: PeopleIcon },
  { to: '/settings/widget', label: 'Widget', icon: WidgetsIcon },
  { to: '/settings/email', label: 'Email', icon: MailOutlineIcon },
  { to: '/settings/configurations', label: 'Configurations', icon: TuneIcon },
  { to: '/settings/highlights', label: 'Highlights', icon: ViewQuiltIcon },
  { to: '/settings/audit-log', label: 'Audit log', icon: HistoryIcon },
  { to: '/settings/developers', label: 'Developers', icon: CodeIcon },
  { to: '/billing', label: 'Billing', icon: ReceiptIcon },
  { to: '/cs/customer-records', label: 'Customer Records', icon: ContactsIcon },
  { to: '/cs/internal-analytics', label: 'Internal Analytics', icon: InsightsIcon },
  { to: '/cs/create-instance', label: 'Create Instance', icon: AddBusinessIcon },
  { to: '/cannedmessages', label: 'Canned messages', icon: QuickreplyIcon, resource: 'cannedmessages' },
  { to: '/tags', label: 'Tags', icon: LocalOfferIcon, resource: 'tags' },
];

/** The signed-in user's own settings: in the user menu (app bar), for every role. */
export const PERSONAL_ENTRIES: readonly MenuEntry[] = [
  { to: '/settings/profile', label: 'Profile', icon: PersonIcon },
  { to: '/settings/meeting', label: 'Meeting settings', icon: EventAvailableIcon },
];

export function visibleMenuEntries(facts: SessionFacts): MenuEntry[] {
  return MENU_ENTRIES.filter((e) => canOpenRoute(e.to, facts) && (!e.resource || canAccess(facts.flat, e.resource)));
}
