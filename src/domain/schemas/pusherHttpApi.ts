// Bodies of the Pusher HTTP API that Parley's realtime endpoint also speaks (server/realtime/httpApi.ts), with
// Pusher's own limits: event names 200 characters, data 10 KB, 100 channels per event, 10 events per batch.
import * as yup from 'yup';

export const PUSHER_CHANNEL_NAME = /^[-a-zA-Z0-9_=@,.;]{1,164}$/;
export const PUSHER_SOCKET_ID = /^\d+\.\d+$/;
export const PUSHER_MAX_DATA_BYTES = 10 * 1024;

const channelName = () => yup.string().matches(PUSHER_CHANNEL_NAME, 'Invalid channel name');
const eventName = () => yup.string().required('Missing event name').max(200, 'Event name too long');
const data = () =>
  yup
    .string()
    .defined('Missing data')
    .test('size', 'Event data over 10 KB', (v) => v === undefined || new TextEncoder().encode(v).length <= PUSHER_MAX_DATA_BYTES);
const socketId = () => yup.string().matches(PUSHER_SOCKET_ID, 'Invalid socket_id');
const info = () => yup.string().max(200);

export const pusherEventSchema = yup
  .object({
    name: eventName(),
    data: data(),
    channels: yup.array(channelName().required()).max(100, 'At most 100 channels per event'),
    channel: channelName(),
    socket_id: socketId(),
    info: info(),
  })
  .test('channels', 'Missing channels', (v) => (v.channels?.length ?? 0) > 0 || !!v.channel);

export const pusherBatchSchema = yup.object({
  batch: yup
    .array(
      yup.object({
        name: eventName(),
        data: data(),
        channel: channelName().required('Missing channel'),
        socket_id: socketId(),
        info: info(),
      }),
    )
    .required('Missing batch')
    .max(10, 'At most 10 events per batch'),
});

export const pusherChannelsQuerySchema = yup.object({
  filter_by_prefix: yup.string().max(164),
  info: info(),
});

export const pusherChannelQuerySchema = yup.object({ info: info() });
