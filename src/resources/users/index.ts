// The team users resource: spread into <Resource name="users" {...users} />.
import PeopleIcon from '@mui/icons-material/People';
import { lazyView } from '../shared/lazyView';

export const users = {
  list: lazyView(() => import('./UserList').then((m) => m.UserList)),
  create: lazyView(() => import('./UserCreate').then((m) => m.UserCreate)),
  edit: lazyView(() => import('./UserEdit').then((m) => m.UserEdit)),
  icon: PeopleIcon,
  recordRepresentation: 'name',
  options: { label: 'Users' },
};
