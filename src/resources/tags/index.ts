// The tags resource (spec paths through the tags adapter): spread into <Resource name="tags" {...tags} />.
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazyView } from '../shared/lazyView';

export const tags = {
  list: lazyView(() => import('./TagList').then((m) => m.TagList)),
  create: lazyView(() => import('./TagCreate').then((m) => m.TagCreate)),
  edit: lazyView(() => import('./TagEdit').then((m) => m.TagEdit)),
  icon: LocalOfferIcon,
  recordRepresentation: 'name',
  options: { label: 'Tags' },
};
