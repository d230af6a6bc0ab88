// Slack's fake: its OAuth v2 server and the Web API methods Parley calls.
import type { FakeProvider } from '../fake';
import { slackApi } from './api';
import { slackIssuer } from './issuer';

export const slackFake: FakeProvider = { issuers: [slackIssuer], routes: { slack: slackApi } };
