// A merged-away conversation's notice (issue 27): "Merged into conversation #N", the number a link to the survivor.
import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Message } from '../../../domain/inbox/types';

export function MergedNotice({ message }: { message: Message }) {
  const link = message.link!;
  const [before, after] = message.text.split(link.title.replace('Conversation ', ''));
  return (
    <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {before}
      <Link component={RouterLink} to={link.url}>
        {link.title.replace('Conversation ', '')}
      </Link>
      {after}
    </Typography>
  );
}
