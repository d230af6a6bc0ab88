// One Chromium for the whole browser suite: launched once here (~5 s on a busy 2-core box, once per file before), each
// test file connects to it (support/fixture.ts) and closes its connection, with its contexts and pages, after the file.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../scripts/lib/freePort';
import { chromiumOptions } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where test files connect (chromium.connect). */
    chromiumWsEndpoint: string;
    /** The same Chromium's DevTools HTTP endpoint (/json/list): lets a test see every page open in it, whoever opened it. */
    chromiumDebugUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const debugPort = await freePort();
  const server = await chromium.launchServer(chromiumOptions([`--remote-debugging-port=${debugPort}`]));
  project.provide('chromiumWsEndpoint', server.wsEndpoint());
  project.provide('chromiumDebugUrl', `http://127.0.0.1:${debugPort}`);
  return () => server.close();
}
