// Avatars of the other agents viewing a conversation, each named in its tooltip; the group is labelled for screen
// readers ("Also viewing: Ann, Bob"). Used in the thread header and, smaller, on the list rows.
import { Avatar, AvatarGroup, Tooltip } from '@mui/material';
import { viewingLabel, type Viewer } from '../../../domain/collision/viewers';
import { initials } from '../model';

export function ViewerAvatars({ viewers, size = 28, max = 4 }: { viewers: readonly Viewer[]; size?: number; max?: number }) {
  if (!viewers.length) return null;
  const label = viewingLabel(viewers.map((v) => v.name));
  return (
    <AvatarGroup
      max={max}
      role="group"
      aria-label={label}
      data-testid="collision-viewers"
      sx={{ flexShrink: 0, '& .MuiAvatar-root': { width: size, height: size, fontSize: size * 0.42, borderColor: 'background.paper' } }}
    >
      {viewers.map((v) => (
        <Tooltip key={v.id} title={v.name} arrow>
          {/* Initials stand in for a missing photo: the avatar is then the image, named for screen readers. */}
          <Avatar alt={v.name} src={v.img ?? undefined} {...(v.img ? {} : { role: 'img', 'aria-label': v.name })} sx={{ bgcolor: 'secondary.main' }}>
            {initials(v.name)}
          </Avatar>
        </Tooltip>
      ))}
    </AvatarGroup>
  );
}
