// The roles resource: spread into <Resource name="roles" {...roles} />.
import SecurityIcon from '@mui/icons-material/Security';
import { lazyView } from '../shared/lazyView';

export const roles = {
  list: lazyView(() => import('./RoleList').then((m) => m.RoleList)),
  create: lazyView(() => import('./RoleCreate').then((m) => m.RoleCreate)),
  edit: lazyView(() => import('./RoleEdit').then((m) => m.RoleEdit)),
  icon: SecurityIcon,
  recordRepresentation: 'name',
  options: { label: 'Roles' },
};
