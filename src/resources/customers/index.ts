// The customers resource (customer-success users only): spread into <Resource name="customers" {...customers} />.
// Its list is also the page of /cs/customer-records, and /cs/create-instance creates one (both in BUILT_PAGES).
import ContactsIcon from '@mui/icons-material/Contacts';
import { lazyView } from '../shared/lazyView';

export const customers = {
  list: lazyView(() => import('./CustomerList').then((m) => m.CustomerList)),
  show: lazyView(() => import('./CustomerShow').then((m) => m.CustomerShow)),
  icon: ContactsIcon,
  recordRepresentation: 'name',
  options: { label: 'Customer records' },
};
