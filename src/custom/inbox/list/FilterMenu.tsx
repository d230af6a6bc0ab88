// The filter menu of spec §4 with the tab's statistics beside each entry.
import { useState } from 'react';
import { Button, Chip, ListItemText, Menu, MenuItem } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { findFilter, INBOX_FILTERS, type FilterKey } from '../../../domain/inbox/filters';
import type { Statistics } from '../../../domain/inbox/types';
import { UI } from '../labels';
import { filterCount } from '../model';

export interface FilterMenuProps {
  filter: FilterKey;
  stats: Statistics | undefined;
  onChange(key: FilterKey): void;
}

export function FilterMenu({ filter, stats, onChange }: FilterMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = filterCount(stats, filter);
  return (
    <>
      <Button
        size="small"
        startIcon={<FilterListIcon />}
        aria-label={UI.filterMenu}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap', minWidth: 0, flexShrink: 0 }}
      >
        {findFilter(filter).label}
        {current !== null && <Chip size="small" label={current} sx={{ ml: 1 }} />}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {INBOX_FILTERS.map((f) => {
          const count = filterCount(stats, f.key);
          return (
            <MenuItem
              key={f.key}
              selected={f.key === filter}
              onClick={() => {
                setAnchor(null);
                onChange(f.key);
              }}
            >
              <ListItemText>{f.label}</ListItemText>
              {count !== null && (
                <Chip size="small" label={count} sx={{ ml: 2 }} data-testid={`filter-count-${f.key}`} />
              )}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
