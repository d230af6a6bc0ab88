// The path builder (/conversations/:conversationId/build) and its test page (.../build/test), lazily loaded
// through src/custom/routing/pages.ts.
export { BuilderPage } from './BuilderPage';
export { TestPage } from './test/TestPage';
