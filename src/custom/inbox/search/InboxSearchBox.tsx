// The inbox's one search box; `/` focuses it from anywhere but a field or the reply editor, Escape clears it.
import { useRef } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import CloseIcon from '@mui/icons-material/Close';
import { SEARCH_MAX_CHARS, SEARCH_MSG } from '../../../domain/search/query';
import type { InboxSearchState } from './useInboxSearch';

export function InboxSearchBox({ state }: { state: InboxSearchState }) {
  const input = useRef<HTMLInputElement>(null);
  // Fields and the editor (contenteditable) keep their `/`: react-hotkeys-hook ignores them by default.
  useHotkeys('slash', () => input.current?.focus(), { preventDefault: true });
  return (
    <TextField
      inputRef={input}
      size="small"
      fullWidth
      type="search"
      value={state.text}
      placeholder={SEARCH_MSG.placeholder}
      onChange={(e) => state.setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && state.text) {
          e.preventDefault();
          state.clear();
        }
      }}
      slotProps={{
        htmlInput: { 'aria-label': SEARCH_MSG.label, maxLength: SEARCH_MAX_CHARS, 'aria-keyshortcuts': '/' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: state.text ? (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label="Clear search" onClick={state.clear}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
      sx={{ '& input[type=search]::-webkit-search-cancel-button': { display: 'none' } }}
    />
  );
}
