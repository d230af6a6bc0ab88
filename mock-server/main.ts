// `npm run mock`: the third-party fakes on their own (MOCK_PORT, default 3100).
import { startMockServer } from './index';

const mocks = await startMockServer({ port: Number(process.env.MOCK_PORT ?? 3100) });
console.log(`Parley mock services on ${mocks.url} (/gif, /salesforce, /hubspot, /zoho, /msdynamics)`);
process.on('SIGINT', () => void mocks.close().then(() => process.exit(0)));
process.on('SIGTERM', () => void mocks.close().then(() => process.exit(0)));
