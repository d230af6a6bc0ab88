// Issue 11's calendars in a browser: an agent connects their Google calendar from /settings/meeting through the
// fake's sign-in, and a visitor books a free time on the agent's booking page; the meeting lands in the agent's
// calendar (the fake) with the visitor invited, and the time is no longer offered.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startMockServer, type MockServer } from '../../mock-server/index';
import { eventsOf } from '../../mock-server/calendars/store';
import { closeAfterFile, openSignedInPage } from './support/fixture';
import type { RunningServer } from './support/server';

let server: RunningServer;
let mocks: MockServer;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  mocks = await startMockServer();
  closeAfterFile(() => mocks.close());
  ({ server, browser, page, errors } = await openSignedInPage('agent@demo.test', { mocksUrl: mocks.url }));
});

describe('an agent’s calendar and booking page', () => {
  it('connects Google from /settings/meeting, and a visitor books a free time into it', async () => {
    await page.goto(`${server.url}/settings/meeting`);
    await page.getByRole('button', { name: 'Connect Google Calendar' }).click();
    await page.getByText('agent@demo.test').waitFor(); // the fake signs in the agent's own account (login_hint)
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(/\/settings\/meeting/);
    await page.getByText('Google Calendar connected as agent@demo.test').waitFor();
    const bookingUrl = (await page.getByRole('link', { name: /\/meet\// }).textContent())!;
    expect(bookingUrl).toMatch(/\/meet\/\d+-\d+-/);

    // A visitor (no session) opens it: days and times, in their timezone.
    const visitor = await (await browser.newContext({ viewport: { width: 1248, height: 900 }, timezoneId: 'Europe/Paris' })).newPage();
    await visitor.goto(bookingUrl);
    await visitor.getByRole('heading', { name: /^Meet / }).waitFor();
    await visitor.getByText('Times in Europe/Paris').waitFor();
    const firstTime = visitor.getByRole('button', { pressed: false }).filter({ hasText: /^\d{1,2}:\d\d (AM|PM)$/ }).first();
    await firstTime.click();
    await visitor.getByRole('button', { name: 'Book meeting' }).click();
    await visitor.getByText('This field cannot be empty').first().waitFor();
    await visitor.getByLabel('Your name').fill('D');
    await visitor.getByRole('button', { name: 'Book meeting' }).click();
    await visitor.getByText('Name should contain a minimum of 2 characters').waitFor();
    await visitor.getByLabel('Your name').fill('Dana Buyer');
    await visitor.getByLabel('Work email').fill('dana@prospect.example');
    await visitor.getByRole('button', { name: 'Book meeting' }).click();
    await visitor.getByText('Your meeting is booked').waitFor();
    await visitor.getByText(/Europe\/Paris/).first().waitFor();

    const booked = eventsOf('agent@demo.test').filter((e) => e.attendees.some((a) => a.email === 'dana@prospect.example'));
    expect(booked).toHaveLength(1);
    expect(booked[0]!.end - booked[0]!.start).toBe(30 * 60 * 1000);
    // Booked times are gone from the page.
    const after = (await (await fetch(`${server.url}/app/meet/${bookingUrl.split('/meet/')[1]}`)).json()) as { slots: number[] };
    expect(after.slots).not.toContain(booked[0]!.start / 1000);
    expect(errors).toEqual([]);
  });
});
