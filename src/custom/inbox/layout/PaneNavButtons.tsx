// The two buttons a narrow inbox adds to the conversation's header: back to the list (one-pane mode) and the visitor
// panel's drawer (whenever the panel does not fit beside the thread). Nothing on a wide screen.
import { IconButton, Tooltip } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { LAYOUT_UI } from './labels';
import { useInboxLayout } from './InboxLayoutContext';

export function BackToListButton() {
  const { mode, backToList } = useInboxLayout();
  if (mode !== 'single') return null;
  return (
    <Tooltip title={LAYOUT_UI.back}>
      <IconButton aria-label={LAYOUT_UI.back} onClick={backToList} edge="start">
        <ArrowBackIcon />
      </IconButton>
    </Tooltip>
  );
}

export function VisitorDrawerButton() {
  const { mode, visitorOpen, setVisitorOpen } = useInboxLayout();
  if (mode === 'three') return null;
  return (
    <Tooltip title={LAYOUT_UI.showVisitor}>
      <IconButton aria-label={LAYOUT_UI.showVisitor} aria-expanded={visitorOpen} onClick={() => setVisitorOpen(!visitorOpen)}>
        <PersonOutlineIcon />
      </IconButton>
    </Tooltip>
  );
}
