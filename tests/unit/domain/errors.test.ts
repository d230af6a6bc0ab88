// Spec §8: error text derivation, the 'offline' toast and what an HTTP 401 does.
import { errorBody, errorText, on401, toastText } from '../../../src/domain/errors';

const GENERIC = 'Something went wrong. Please try again.';

describe('errorText', () => {
  it('prefers the nested errMessage.errorMsg over every other field', () => {
    expect(
      errorText({ errMessage: { errorMsg: 'nested errorMsg', message: 'nested message' }, errorMsg: 'top', message: 'msg' }),
    ).toBe('nested errorMsg');
  });

  it('falls back to errMessage.message when the nested errorMsg is missing', () => {
    expect(errorText({ errMessage: { message: 'nested message' }, errorMsg: 'top', message: 'msg' })).toBe('nested message');
  });

  it('falls back to the top-level errorMsg when errMessage carries no text', () => {
    expect(errorText({ errMessage: {}, errorMsg: 'top errorMsg', message: 'msg' })).toBe('top errorMsg');
    expect(errorText({ errorMsg: 'only errorMsg' })).toBe('only errorMsg');
  });

  it('falls back to the top-level message last', () => {
    expect(errorText({ message: 'plain message' })).toBe('plain message');
  });

  it('skips blank strings at every level', () => {
    expect(errorText({ errMessage: { errorMsg: '', message: '   ' }, errorMsg: '\t', message: 'the real one' })).toBe(
      'the real one',
    );
    expect(errorText({ errMessage: { errorMsg: ' ' }, errorMsg: 'top' })).toBe('top');
    expect(errorText({ errMessage: { errorMsg: '' }, errorMsg: '', message: '' })).toBe(GENERIC);
  });

  it('ignores fields that are not strings', () => {
    expect(errorText({ errMessage: { errorMsg: 42, message: { deep: true } }, errorMsg: null, message: 'ok text' })).toBe(
      'ok text',
    );
    expect(errorText({ errMessage: 'not an object', message: false })).toBe(GENERIC);
    expect(errorText({ errMessage: null, errorMsg: 'after null errMessage' })).toBe('after null errMessage');
  });

  it('returns the generic text for bodies that are not objects or carry nothing', () => {
    for (const body of [undefined, null, 0, 1, true, false, {}, [], ['x'], () => 'fn']) {
      expect(errorText(body)).toBe(GENERIC);
    }
  });

  it('uses a non-blank string body as the text itself, a blank one as the generic text', () => {
    expect(errorText('Plain text failure')).toBe('Plain text failure');
    expect(errorText('')).toBe(GENERIC);
    expect(errorText('   ')).toBe(GENERIC);
  });

  it('reads the body the server builds with errorBody', () => {
    expect(errorText(errorBody('Invalid email or password'))).toBe('Invalid email or password');
    const withFields = errorBody('Validation failed', { email: 'Please enter a valid email address!' });
    expect(errorText(withFields)).toBe('Validation failed');
    expect(withFields.fields).toEqual({ email: 'Please enter a valid email address!' });
    expect(errorBody('no fields')).not.toHaveProperty('fields');
  });
});

describe('toastText', () => {
  it("shows 'offline' as 'No internet Connection' when the stored status is not offline", () => {
    expect(toastText('offline', null)).toBe('No internet Connection');
    expect(toastText('offline', undefined)).toBe('No internet Connection');
    expect(toastText('offline', 'online')).toBe('No internet Connection');
  });

  it("shows nothing for 'offline' when the stored network status already says offline", () => {
    expect(toastText('offline', 'offline')).toBeNull();
  });

  it('passes any other message through unchanged, whatever the stored status', () => {
    expect(toastText('Conversation deleted successfully', 'offline')).toBe('Conversation deleted successfully');
    expect(toastText(GENERIC, null)).toBe(GENERIC);
    // Only the exact word is the offline marker.
    expect(toastText('went offline', 'offline')).toBe('went offline');
    expect(toastText('Offline', null)).toBe('Offline');
  });
});

describe('on401', () => {
  it('only raises on /verify/ callback pages, whatever the message says', () => {
    expect(on401('authentication failed', '/verify/hubspot')).toBe('raise');
    expect(on401('your password has expired', '/verify/slack')).toBe('raise');
    expect(on401('anything', '/sos/verify/zendesk')).toBe('raise');
  });

  it("clears the session and reloads when the message contains 'authentication'", () => {
    expect(on401('authentication failed', '/inbox')).toBe('clearSessionAndReload');
    expect(on401('Your session has ended: authentication required', '/settings/team')).toBe('clearSessionAndReload');
    // The email-verification page itself (no trailing slash) is not a /verify/ callback route.
    expect(on401('authentication required', '/verify')).toBe('clearSessionAndReload');
  });

  it("sends the user to /passwordChange when the message contains 'your password has expired'", () => {
    expect(on401('your password has expired', '/inbox')).toBe('passwordChange');
    expect(on401('Sorry, your password has expired. Please change it.', '/analytics')).toBe('passwordChange');
  });

  it("checks 'authentication' before the password expiry", () => {
    expect(on401('authentication: your password has expired', '/inbox')).toBe('clearSessionAndReload');
  });

  it('raises any other 401', () => {
    expect(on401('You are not authorized', '/inbox')).toBe('raise');
    expect(on401('', '/conversations')).toBe('raise');
  });
});
