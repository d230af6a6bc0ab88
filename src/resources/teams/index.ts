// The teams resource: spread into <Resource name="teams" {...teams} />.
import GroupWorkIcon from '@mui/icons-material/GroupWork';
import { lazyView } from '../shared/lazyView';

export const teams = {
  list: lazyView(() => import('./TeamList').then((m) => m.TeamList)),
  create: lazyView(() => import('./TeamCreate').then((m) => m.TeamCreate)),
  edit: lazyView(() => import('./TeamEdit').then((m) => m.TeamEdit)),
  icon: GroupWorkIcon,
  recordRepresentation: 'name',
  options: { label: 'Teams' },
};
