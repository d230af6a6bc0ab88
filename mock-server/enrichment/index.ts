// The company/person enrichment provider Highlights reads, and its test hooks (/_latency: delays and call counts).
import type { FakeProvider } from '../fake';
import { enrichmentApi } from './api';
import { latencyHooks } from './latency';

export const enrichmentFake: FakeProvider = { before: { _latency: [latencyHooks] }, routes: { enrichment: enrichmentApi } };
