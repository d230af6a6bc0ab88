// The Contacts resource (issue 26): spread into <Resource name="contacts" {...contacts} />.
import ContactsIcon from '@mui/icons-material/PermContactCalendar';
import { lazyView } from '../shared/lazyView';

export const contacts = {
  list: lazyView(() => import('./ContactList').then((m) => m.ContactList)),
  show: lazyView(() => import('./ContactShow').then((m) => m.ContactShow)),
  edit: lazyView(() => import('./ContactEdit').then((m) => m.ContactEdit)),
  icon: ContactsIcon,
  recordRepresentation: (r: { name?: string; email?: string }) => r.name || r.email || '',
  options: { label: 'Contacts' },
};
