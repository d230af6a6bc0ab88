// The actions that apply to every conversation matching the filter (issue 27): close, reopen, assign to me, tag,
// untag, star, archive and export. Tag and untag ask which of the project's tags.
import { useState, type MouseEvent } from 'react';
import { Button, Divider, ListSubheader, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { BULK_MSG, type BulkAction } from '../../../domain/inbox/bulk';
import type { Tag } from '../../../domain/inbox/types';

export const BULK_MENU_LABEL = 'Actions';
export const ASSIGN_TO_ME = 'Assign to me';

export interface BulkActionsMenuProps {
  userId: number;
  tags: readonly (Tag & { fixed?: boolean })[];
  disabled?: boolean;
  onAction(action: BulkAction): void;
}

export function BulkActionsMenu({ userId, tags, disabled, onAction }: BulkActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [tagMode, setTagMode] = useState<'tag' | 'untag' | null>(null);
  const close = () => {
    setAnchor(null);
    setTagMode(null);
  };
  const run = (action: BulkAction) => {
    close();
    onAction(action);
  };
  const simple = (kind: 'close' | 'reopen' | 'star' | 'archive' | 'export') => (
    <MenuItem key={kind} onClick={() => run({ kind })}>
      {BULK_MSG.labels[kind]}
    </MenuItem>
  );
  const ownTags = tags.filter((t) => !t.fixed);
  return (
    <>
      <Button size="small" variant="outlined" endIcon={<ArrowDropDownIcon />} disabled={disabled} onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}>
        {BULK_MENU_LABEL}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {tagMode === null
          ? [
              simple('close'),
              simple('reopen'),
              <MenuItem key="assign" onClick={() => run({ kind: 'assign', userId })}>
                {ASSIGN_TO_ME}
              </MenuItem>,
              <MenuItem key="tag" disabled={!ownTags.length} onClick={() => setTagMode('tag')}>
                {`${BULK_MSG.labels.tag}…`}
              </MenuItem>,
              <MenuItem key="untag" disabled={!ownTags.length} onClick={() => setTagMode('untag')}>
                {`${BULK_MSG.labels.untag}…`}
              </MenuItem>,
              simple('star'),
              simple('archive'),
              <Divider key="divider" />,
              simple('export'),
            ]
          : [
              <ListSubheader key="head">{BULK_MSG.labels[tagMode]}</ListSubheader>,
              ...ownTags.map((t) => (
                <MenuItem key={t.id} onClick={() => run({ kind: tagMode, tagId: t.id })}>
                  {t.name}
                </MenuItem>
              )),
            ]}
      </Menu>
    </>
  );
}
