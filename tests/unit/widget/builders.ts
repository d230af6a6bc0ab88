// Wire messages and widget settings for the widget's unit tests.
import type { WidgetConfig, WireMessage } from '../../../widget/src/types';

let nextId = 1;

export function wire(over: Partial<WireMessage> = {}): WireMessage {
  const id = over.id ?? nextId++;
  return {
    id,
    pos: over.pos ?? id,
    type: 'message',
    senderType: 'agent',
    senderName: 'Ann Agent',
    text: `message ${id}`,
    visitorId: 'v1',
    time: 1_700_000_000 + id,
    clientId: null,
    ...over,
  };
}

export function config(over: Partial<WidgetConfig> = {}): WidgetConfig {
  return {
    enabled: true,
    title: 'Chat with us',
    colour: '#3f51b5',
    position: 'right',
    privacy: { enabled: false, text: '', url: '' },
    online: true,
    holiday: null,
    offlineForm: true,
    bot: { name: 'Bot', image: null },
    realtime: { key: 'parley-key', wsPath: '/realtime', host: null, port: null, forceTLS: false },
    ...over,
  };
}
