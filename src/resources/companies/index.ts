// The Companies resource (issue 26): spread into <Resource name="companies" {...companies} />.
import BusinessIcon from '@mui/icons-material/Business';
import { lazyView } from '../shared/lazyView';

export const companies = {
  list: lazyView(() => import('./CompanyList').then((m) => m.CompanyList)),
  show: lazyView(() => import('./CompanyShow').then((m) => m.CompanyShow)),
  edit: lazyView(() => import('./CompanyEdit').then((m) => m.CompanyEdit)),
  icon: BusinessIcon,
  recordRepresentation: 'name',
  options: { label: 'Companies' },
};
