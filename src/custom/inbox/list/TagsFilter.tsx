// Narrow the tab's list to conversations carrying any of the chosen tags (spec §3 filter state: visitorTags).
import { Autocomplete, TextField } from '@mui/material';
import type { Tag } from '../../../domain/inbox/types';
import { useTags } from '../data';
import { UI } from '../labels';

export function TagsFilter({ value, onChange }: { value: readonly number[]; onChange(tags: number[]): void }) {
  const { tags } = useTags();
  const options: Tag[] = tags ?? [];
  const chosen = options.filter((t) => value.includes(t.id));
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={chosen}
      getOptionLabel={(t) => t.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, next) => onChange(next.map((t) => t.id))}
      renderInput={(params) => (
        <TextField
          {...params}
          variant="standard"
          margin="none"
          placeholder={chosen.length ? undefined : UI.tags}
          inputProps={{ ...params.inputProps, 'aria-label': UI.tags }}
        />
      )}
      sx={{ minWidth: 140, flex: 1 }}
    />
  );
}
