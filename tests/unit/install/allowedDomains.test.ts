// Allowed domains: a public suffix (com, co.uk, github.io…) would allow every site under it, so it is refused with a
// message that says why; a real domain, its subdomains, an IP address and localhost are kept.
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { ALLOWED_DOMAINS_MSG, allowedDomainsSchema, hostAllowed, isPublicSuffix } from '../../../src/domain/install/allowedDomains';

const errorOf = async (domains: string[]) => {
  try {
    await allowedDomainsSchema.validate({ domains });
    return null;
  } catch (e) {
    return e instanceof ValidationError ? e.message : String(e);
  }
};

describe('allowed domains', () => {
  it.each([
    ['*.com', 'com'],
    ['com', 'com'],
    ['https://co.uk/', 'co.uk'],
    ['github.io', 'github.io'],
    ['*.blogspot.com', 'blogspot.com'],
    ['test', 'test'],
  ])('refuses the public suffix %s', async (entry, suffix) => {
    expect(await errorOf(['acme.com', entry])).toBe(ALLOWED_DOMAINS_MSG.publicSuffix(suffix));
    expect(ALLOWED_DOMAINS_MSG.publicSuffix(suffix)).toBe(
      `${suffix} is a public suffix: it would allow every website under it. Enter your own domain, such as example.com`,
    );
  });

  it('keeps domains, subdomains of a shared suffix, IP addresses and localhost', async () => {
    const { domains } = await allowedDomainsSchema.validate({ domains: ['*.Example.com', 'shop.example.co.uk', 'acme.github.io', '127.0.0.1', 'localhost:5173', 'acme.test'] });
    expect(domains).toEqual(['example.com', 'shop.example.co.uk', 'acme.github.io', '127.0.0.1', 'localhost', 'acme.test']);
    expect(['example.com', 'acme.github.io', '127.0.0.1', 'localhost'].map(isPublicSuffix)).toEqual([false, false, false, false]);
    expect(['com', 'co.uk', 'github.io', 's3.amazonaws.com'].map(isPublicSuffix)).toEqual([true, true, true, true]);
  });

  it('still says a malformed entry is not a domain', async () => {
    expect(await errorOf(['not a domain'])).toBe(ALLOWED_DOMAINS_MSG.invalid);
  });

  it('matches the host itself and its subdomains only', () => {
    expect(hostAllowed('shop.example.com', ['example.com'])).toBe(true);
    expect(hostAllowed('example.com', ['example.com'])).toBe(true);
    expect(hostAllowed('badexample.com', ['example.com'])).toBe(false);
    expect(hostAllowed('example.com.evil.test', ['example.com'])).toBe(false);
  });
});
