// The audiences resource: spread into <Resource name="audiences" {...audiences} />. Its list is also the page of
// the spec's /audiences route (AudiencesPage, registered in BUILT_PAGES).
import GroupsIcon from '@mui/icons-material/Groups';
import { lazyView } from '../shared/lazyView';

export const audiences = {
  list: lazyView(() => import('./AudienceList').then((m) => m.AudienceList)),
  create: lazyView(() => import('./AudienceCreate').then((m) => m.AudienceCreate)),
  edit: lazyView(() => import('./AudienceEdit').then((m) => m.AudienceEdit)),
  icon: GroupsIcon,
  recordRepresentation: 'name',
  options: { label: 'Audiences' },
};
