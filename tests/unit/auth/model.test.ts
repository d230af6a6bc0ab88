import { MSG } from '../../../src/domain/messages';
import { isVerificationPending } from '../../../src/custom/auth/model';
import { frameUrl } from '../../../src/custom/public/model';

describe('frameUrl', () => {
  it('accepts absolute http and https addresses', () => {
    expect(frameUrl('https://example.com/page?a=1')).toBe('https://example.com/page?a=1');
    expect(frameUrl('http://example.com')).toBe('http://example.com/');
  });

  it('decodes a value that was encoded twice by its sender', () => {
    expect(frameUrl(encodeURIComponent('https://example.com/a b'))).toBe('https://example.com/a%20b');
  });

  it('refuses other schemes, relative paths, garbage and nothing', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://x.org', '/inbox', 'example.com', '%E0%A4%A', '', null, undefined]) {
      expect(frameUrl(bad)).toBeNull();
    }
    expect(frameUrl(encodeURIComponent('javascript:alert(1)'))).toBeNull();
  });
});

describe('auth model', () => {
  it('recognises the unverified-account answer', () => {
    expect(isVerificationPending(MSG.verificationPending)).toBe(true);
    expect(isVerificationPending(MSG.invalidCredentials)).toBe(false);
  });
});
