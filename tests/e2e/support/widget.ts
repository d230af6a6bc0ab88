// What the widget browser tests share: JSON calls to the server's API and the widget's parts on a page.
import type { Locator, Page } from 'playwright-core';

/** One JSON call; throws with the answer's text on a non-2xx so a failed fixture step says what went wrong. */
export async function apiCall<T>(baseUrl: string, method: string, url: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/** The widget's host element: Playwright's locators pierce its (open) shadow root. */
export const widget = (page: Page): Locator => page.locator('parley-widget');
/** The chat window's message log. */
export const chat = (page: Page): Locator => widget(page).getByRole('log');
