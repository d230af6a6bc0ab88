// The Cmd/Ctrl-K command palette: MUI's Autocomplete (ARIA combobox and listbox) in a Dialog (focus trapped),
// always open; arrow keys move, Enter runs the choice: a page, an action on the open conversation, a
// conversation found by the inbox search, or a person's contact page (People: only for users who may open Contacts).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Autocomplete, Box, CircularProgress, Dialog, InputAdornment, TextField, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import SearchIcon from '@mui/icons-material/Search';
import { useShellSession } from '../../ui/session/SessionContext';
import { visibleMenuEntries } from '../layout/menuEntries';
import { useOpenConversationCommands } from '../inbox/keyboard/openConversationCommands';
import { hitTarget } from '../inbox/search/model';
import { PALETTE_GROUPS, PALETTE_UI, paletteOptions, type PaletteOption } from './paletteOptions';
import { usePaletteSearch } from './usePaletteSearch';

const CONTACTS_PAGE = '/contacts';

export function CommandPalette({ open, onClose }: { open: boolean; onClose(): void }) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // Every opening puts the caret in the field. autoFocus only acts when the field mounts, and a palette reopened
  // while it was still fading out keeps its field: MUI's focus trap then focused the dialog itself, and what the
  // user typed went nowhere. This effect runs after the trap's own.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  const session = useShellSession();
  const navigate = useNavigate();
  const commands = useOpenConversationCommands();
  const pages = useMemo(() => (session ? visibleMenuEntries(session.facts) : []), [session]);
  // The Contacts menu item's own rule: no People without it.
  const people = pages.some((p) => p.to === CONTACTS_PAGE);
  const { hits, contacts, isFetching } = usePaletteSearch(text, open, people);
  const options = useMemo(
    () => paletteOptions({ text, pages, conversationOpen: commands !== null, hits, contacts }),
    [text, pages, commands, hits, contacts],
  );

  const close = () => {
    setText('');
    onClose();
  };
  const run = (o: PaletteOption) => {
    close();
    if (o.kind === 'page' || o.kind === 'person') navigate(o.to);
    else if (o.kind === 'action') commands?.run(o.action);
    else navigate(hitTarget(o.hit, ''));
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="command-palette-title" sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }} slotProps={{ paper: { sx: { mt: '12vh' } } }}>
      <Box component="h2" id="command-palette-title" sx={visuallyHidden}>
        {PALETTE_UI.title}
      </Box>
      <Autocomplete<PaletteOption, false, false, false>
        open
        disablePortal
        autoHighlight
        options={options}
        // Pages and actions are filtered by paletteOptions; conversations and people were found by the server.
        filterOptions={(o) => o}
        groupBy={(o) => PALETTE_GROUPS[o.kind]}
        getOptionLabel={(o) => o.label}
        getOptionKey={(o) => o.key}
        isOptionEqualToValue={(a, b) => a.key === b.key}
        inputValue={text}
        onInputChange={(_e, value, reason) => reason === 'input' && setText(value)}
        value={null}
        onChange={(_e, o) => o && run(o)}
        // The always-open list takes Escape before the dialog hears it: Escape closes the palette from here.
        onClose={(_e, reason) => reason === 'escape' && close()}
        noOptionsText={PALETTE_UI.empty}
        loading={isFetching && options.length === 0}
        slotProps={{ popper: { sx: { position: 'static !important', transform: 'none !important', width: '100% !important' } }, paper: { elevation: 0, square: true }, listbox: { sx: { maxHeight: '55vh' }, 'aria-label': PALETTE_UI.title } }}
        renderOption={({ key, ...props }, o) => (
          <Box component="li" key={key} {...props} data-testid={o.key} sx={{ gap: 1.5 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {o.label}
              </Typography>
              {o.kind === 'conversation' && (
                <Typography variant="caption" color="text.secondary" noWrap component="div">
                  {o.hit.snippet.map((seg, i) =>
                    seg.hit ? (
                      <Box component="mark" key={i} sx={{ bgcolor: 'transparent', color: 'text.primary', fontWeight: 700 }}>
                        {seg.text}
                      </Box>
                    ) : (
                      seg.text
                    ),
                  )}
                </Typography>
              )}
              {o.kind === 'person' && o.detail && (
                <Typography variant="caption" color="text.secondary" noWrap component="div">
                  {o.detail}
                </Typography>
              )}
            </Box>
            {o.kind === 'action' && (
              <Typography component="kbd" variant="caption" color="text.secondary" sx={{ px: 0.75, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                {o.hint}
              </Typography>
            )}
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            inputRef={input}
            placeholder={PALETTE_UI.input}
            variant="outlined"
            margin="none"
            sx={{ p: 1.5, '& fieldset': { border: 0 } }}
            slotProps={{
              htmlInput: { ...params.inputProps, 'aria-label': PALETTE_UI.input },
              input: {
                ...params.InputProps,
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
                endAdornment: isFetching ? <CircularProgress size={18} aria-label="Searching" /> : null,
              },
            }}
          />
        )}
      />
    </Dialog>
  );
}
