// Microsoft Teams' fake: the Bot Framework connector and keys; it signs in with Microsoft (mock-server/microsoft/).
import type { FakeProvider } from '../fake';
import { msTeamsApi } from './api';

export const msteamsFake: FakeProvider = { routes: { msteams: msTeamsApi } };
