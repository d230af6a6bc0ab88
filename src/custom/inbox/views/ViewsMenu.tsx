// The inbox's saved views (issue 27): a menu listing the user's own and the team's shared views with how many
// conversations each lists now; choosing one opens its URL (/inbox?view=<id>), which the list pane applies
// (useViewFromUrl). "Save view" keeps the list's current state and the search box's words.
import { useState, type MouseEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Badge, Chip, Divider, IconButton, ListItemText, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import AddIcon from '@mui/icons-material/Add';
import { canShareViews, VIEW_MSG, viewPath } from '../../../domain/inbox/views';
import { useShellSession } from '../../../ui/session/SessionContext';
import type { ListState } from '../list/useListState';
import { SEARCH_PARAM } from '../search/model';
import { SaveViewDialog } from './SaveViewDialog';
import { stateOfList, useSavedViews } from './useSavedViews';

export function ViewsMenu({ list }: { list: ListState }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();
  const session = useShellSession();
  const { views, save, remove } = useSavedViews(anchor !== null);
  // The search box's words (the URL's ?search=) are part of what a view keeps.
  const [params] = useSearchParams();
  const state = stateOfList(list, params.get(SEARCH_PARAM)?.trim());
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={VIEW_MSG.heading}>
        <IconButton size="small" aria-label={VIEW_MSG.heading} onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}>
          <Badge badgeContent={views.length} color="primary" max={99}>
            <BookmarksOutlinedIcon fontSize="small" />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ paper: { sx: { minWidth: 280, maxWidth: 360 } }, list: { 'aria-label': VIEW_MSG.heading } }}>
        {views.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
            {VIEW_MSG.empty}
          </Typography>
        )}
        {views.map((v) => (
          <MenuItem
            key={v.id}
            onClick={() => {
              close();
              navigate(viewPath(v.id));
            }}
            sx={{ gap: 1 }}
          >
            <ListItemText primary={v.name} slotProps={{ primary: { noWrap: true } }} />
            {v.shared && <Chip size="small" variant="outlined" label={VIEW_MSG.sharedBadge} />}
            <Chip size="small" label={v.count} aria-label={`${v.count} conversations`} />
            {v.mine && (
              <IconButton
                size="small"
                edge="end"
                aria-label={`${VIEW_MSG.delete} ${v.name}`}
                onClick={(e) => {
                  e.stopPropagation();
                  void remove(v.id);
                }}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            )}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setSaving(true);
          }}
        >
          <AddIcon fontSize="small" sx={{ mr: 1 }} />
          {VIEW_MSG.save}
        </MenuItem>
      </Menu>
      <SaveViewDialog
        open={saving}
        canShare={canShareViews(session?.facts.flat ?? {})}
        state={state}
        onClose={() => setSaving(false)}
        onSave={(name, shared) => save(name, shared, state)}
      />
    </>
  );
}
