// The Slack or Teams channel a conversation goes to: picked by name from the connected workspace's channels, stored
// as the provider's channel id (what the runtime posts to). An id the list does not hold (a channel since removed,
// or no list: not connected) stays visible and editable as typed text.
import { Autocomplete, TextField } from '@mui/material';
import { useBuilder } from '../BuilderContext';
import { BUILDER_UI } from '../labels';
import { useChannels, type Channel, type ChannelSource } from '../useChannels';
import { Field } from './fields';

export interface ChannelPickerProps {
  source: ChannelSource;
  value: string;
  onChange(channelId: string): void;
  error?: string | null;
}

export function ChannelPicker({ source, value, onChange, error }: ChannelPickerProps) {
  const { canWrite } = useBuilder();
  const { channels, loading } = useChannels(source);
  if (!channels && !loading) return <Field label={BUILDER_UI.channel} value={value} onChange={onChange} error={error} helperText={BUILDER_UI.channelIdHelp} />;
  const selected: Channel | string | null = channels?.find((c) => c.id === value) ?? (value || null);
  return (
    <Autocomplete<Channel | string, false, false, true>
      freeSolo
      autoHighlight
      size="small"
      loading={loading}
      disabled={!canWrite}
      options={channels ?? []}
      value={selected}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.name)}
      isOptionEqualToValue={(o, v) => (typeof o === 'string' ? o : o.id) === (typeof v === 'string' ? v : v.id)}
      onChange={(_e, next) => onChange(next === null ? '' : typeof next === 'string' ? next.trim() : next.id)}
      renderOption={(props, o) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {typeof o === 'string' ? o : o.name}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField {...params} margin="dense" label={BUILDER_UI.channel} error={!!error} helperText={error ?? (channels?.length === 0 ? BUILDER_UI.noChannels : undefined)} />
      )}
    />
  );
}
