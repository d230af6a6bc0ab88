// How each Highlights group looks (icon and colour) in the builder and the inbox panel.
import type { SvgIconComponent } from '@mui/icons-material';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import MemoryOutlinedIcon from '@mui/icons-material/MemoryOutlined';
import { Box } from '@mui/material';
import type { HighlightGroup } from '../../domain/highlights';

export const GROUP_STYLE: Record<HighlightGroup, { icon: SvgIconComponent; color: string }> = {
  ziChat: { icon: ChatBubbleOutlineIcon, color: '#1f5eff' },
  salesforce: { icon: CloudQueueIcon, color: '#00a1e0' },
  hubspot: { icon: HubOutlinedIcon, color: '#ff7a59' },
  contact: { icon: BadgeOutlinedIcon, color: '#7c4dff' },
  company: { icon: BusinessOutlinedIcon, color: '#00897b' },
  intent: { icon: TrendingUpIcon, color: '#d81b60' },
  technologies: { icon: MemoryOutlinedIcon, color: '#546e7a' },
};

/** A small tinted square with the group's icon. */
export function GroupIcon({ group, size = 32 }: { group: HighlightGroup; size?: number }) {
  const { icon: Icon, color } = GROUP_STYLE[group];
  return (
    <Box
      aria-hidden
      sx={{ width: size, height: size, borderRadius: 1.5, flexShrink: 0, display: 'grid', placeItems: 'center', color, bgcolor: `${color}1a` }}
    >
      <Icon sx={{ fontSize: size * 0.58 }} />
    </Box>
  );
}
