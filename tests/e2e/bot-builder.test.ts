// Issue 6's browser acceptance: build a flow with a greeting, buttons leading to two paths, an input step and
// connect-to-human; see the bot flow rules' errors when broken; save; run it in test mode to the human handoff.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { FLOW_MSG } from '../../src/domain/flows';
import { MSG } from '../../src/domain/messages';
import { openSignedInPage } from './support/fixture';
import type { RunningServer } from './support/server';

let server: RunningServer;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ server, page, errors } = await openSignedInPage('admin@demo.test'));
});

const column = (n: number) => page.getByRole('region', { name: new RegExp(`^Path ${n}:`) });
const panel = () => page.getByRole('complementary', { name: 'Step settings' });

async function addStep(col: Locator, label: string) {
  await col.getByRole('button', { name: /^Add step to/ }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${label}`) }).click();
}

/** Types into a rich-text editor, replacing what it held. */
async function typeRich(editor: Locator, text: string) {
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/** Picks an option of a select; its accessible name is its label followed by the value shown. */
async function choose(scope: Locator, combobox: string, option: string) {
  await scope.getByRole('combobox', { name: new RegExp(`^${combobox}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addPath(name: string, n: number) {
  await page.getByRole('button', { name: 'Add path' }).click();
  await column(n).getByRole('textbox', { name: 'Path name' }).fill(name);
  await page.getByRole('region', { name: `Path ${n}: ${name}` }).waitFor();
}

async function addButton(label: string, pathName: string) {
  await panel().getByRole('button', { name: 'Add button' }).click();
  const button = panel().getByRole('group', { name: /^Button label \d$/ }).last();
  await button.getByRole('textbox', { name: 'Button label' }).fill(label);
  await choose(button, 'Leads to', 'Go to path');
  await choose(button, 'Path', pathName);
}

describe('bot builder', () => {
  it('builds a flow with a greeting, buttons to two paths, an input and a hand-over', async () => {
    await page.goto(`${server.url}/conversations`);
    await page.getByRole('button', { name: 'New conversation' }).click();
    await page.getByRole('textbox', { name: 'Conversation name' }).fill('E2E sales bot');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/conversations\/\d+\/build$/);
    await page.getByRole('region', { name: 'Path 1: Welcome' }).waitFor();

    await page.getByRole('button', { name: 'Greeting message' }).click();
    await typeRich(panel().getByRole('textbox', { name: 'Greeting message 1' }), 'Hello from the e2e bot');

    await addPath('Sales path', 2);
    await addPath('Support path', 3);

    await addStep(column(1), 'Buttons');
    await typeRich(panel().getByRole('textbox', { name: 'Message', exact: true }), 'What do you need?');
    await addButton('Sales', 'Sales path');
    await addButton('Support', 'Support path');
    await column(1).getByText('Sales → Sales path').waitFor();
    await column(1).getByText('Support → Support path').waitFor();

    await addStep(column(2), 'Input');
    await typeRich(panel().getByRole('textbox', { name: 'Message', exact: true }), 'Your work email?');
    await choose(panel(), 'Save the answer as', 'Email');
    await choose(panel(), 'Validation', 'Email');
    await addStep(column(2), 'Live Chat');
    await typeRich(panel().getByRole('textbox', { name: 'Message', exact: true }), 'Connecting you to our sales team');
    await typeRich(panel().getByRole('textbox', { name: 'Message when nobody answers' }), 'We are away; we will email you');

    await addStep(column(3), 'Text');
    await typeRich(panel().getByRole('textbox', { name: 'Message', exact: true }), 'Our help centre has the answers');

    expect(await page.getByText(/^\d+ errors?$/).count()).toBe(0);
  });

  it("shows each bot flow rule's error where it is broken", async () => {
    // Only one of 'Live Chat, Go to path, Buttons' per path.
    await addStep(column(1), 'Go to path');
    const goTo = column(1).getByRole('listitem', { name: 'Step 3: Go to path' });
    await goTo.getByText(FLOW_MSG.oneTerminalPerPath).waitFor();
    await panel().getByText(FLOW_MSG.oneTerminalPerPath).waitFor();

    // Only one alert per path.
    await addStep(column(3), 'Alert');
    await addStep(column(3), 'Alert');
    const second = column(3).getByRole('listitem', { name: 'Step 3: Alert' });
    await second.getByText(FLOW_MSG.oneAlertPerPath).waitFor();

    // The first path cannot be re-ordered or deleted.
    for (const name of ['Move path left', 'Move path right', 'Delete path']) {
      expect(await column(1).getByRole('button', { name }).isDisabled()).toBe(true);
    }
    expect(await column(2).getByRole('button', { name: 'Delete path' }).isDisabled()).toBe(false);

    // A path name out of 4–40.
    await column(3).getByRole('textbox', { name: 'Path name' }).fill('Sup');
    await column(3).getByText(FLOW_MSG.pathNameMin).waitFor();

    // A greeting needs at least one variant.
    await page.getByRole('button', { name: 'Greeting message' }).click();
    await panel().getByRole('button', { name: 'Remove greeting message 1' }).click();
    await panel().getByText(FLOW_MSG.addVariant).waitFor();

    // Saving with any error is refused.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(FLOW_MSG.saveError).first().waitFor();

    await goTo.getByRole('button', { name: 'Delete step' }).click();
    await second.getByRole('button', { name: 'Delete step' }).click();
    await column(3).getByRole('listitem', { name: 'Step 2: Alert' }).getByRole('button', { name: 'Delete step' }).click();
    await column(3).getByRole('textbox', { name: 'Path name' }).fill('Support path');
    await page.getByRole('button', { name: 'Greeting message' }).click();
    await panel().getByRole('button', { name: 'Add variant' }).click();
    await typeRich(panel().getByRole('textbox', { name: 'Greeting message 1' }), 'Hello from the e2e bot');
    expect(await page.getByText(FLOW_MSG.oneTerminalPerPath).count()).toBe(0);
    expect(await page.getByText(/^\d+ errors?$/).count()).toBe(0);
  });

  it('saves the flow', async () => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(FLOW_MSG.saved).first().waitFor();
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });
  });

  it('runs the saved flow in test mode up to the human handoff', async () => {
    await page.getByRole('link', { name: 'Test', exact: true }).click();
    await page.waitForURL(/\/build\/test$/);
    const chat = page.getByRole('log', { name: 'Conversation' });
    await chat.getByText('Hello from the e2e bot').waitFor();
    await chat.getByText('What do you need?').waitFor();
    await chat.getByRole('button', { name: 'Sales', exact: true }).click();
    await chat.getByText('Your work email?').waitFor();

    const input = page.getByRole('textbox', { name: 'Type a message…' });
    await input.fill('not an email');
    await input.press('Enter');
    await chat.getByText(MSG.emailInvalid).waitFor();
    await input.fill('vera@example.com');
    await input.press('Enter');
    await chat.getByText('Connecting you to our sales team').waitFor();
    await chat.getByText('Connecting you to a human').waitFor();
    expect(await input.isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });
});
