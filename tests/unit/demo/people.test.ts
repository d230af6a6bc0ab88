// Every demo visitor's email must pass the same checks the booking page and the bot's email step apply: which
// visitor books a meeting depends on the day the demo is seeded, so one bad address fails the seed on some days.
import { describe, expect, it } from 'vitest';
import { PEOPLE } from '../../../demo/seed/people';
import { bookingSchema } from '../../../src/domain/meetings/booking';
import demoVisitors from '../../../mock-server/data/demo-visitors.json';

describe('demo people', () => {
  it.each(PEOPLE.map((p) => [p.name, p.email]))('%s books with %s', async (name, email) => {
    await expect(bookingSchema.validate({ name, email, start: 0 })).resolves.toMatchObject({ email });
  });

  it('every CRM fake contact has an address the forms accept', async () => {
    const emails = JSON.stringify(demoVisitors).match(/"email":"[^"]*"/g) ?? [];
    expect(emails.length).toBeGreaterThanOrEqual(PEOPLE.length);
    for (const field of emails) {
      const email = field.slice(9, -1);
      await expect(bookingSchema.validate({ name: 'Someone', email, start: 0 }), email).resolves.toBeTruthy();
    }
  });
});
