// Runs before each browser test file: whatever the file opened through support/fixture.ts closes after it, even when a
// test or a hook threw, so no page, context or server of one file is left running into the next.
import { afterAll } from 'vitest';
import { closeFile } from './fixture';

afterAll(closeFile);
