// src/domain/tokenSource.ts: where the token comes from (spec §7) and when a call stays unsent (spec §8).
import { isOffline, isParentHost, readCookie, tokenSource } from '../../../src/domain/tokenSource';

describe('tokenSource', () => {
  it('is the Teams token in a Teams-only chat session, whatever the host', () => {
    expect(tokenSource('app.parent.test', '?chat_only=true&tenant=t&userObjectId=u', ['app'])).toBe('teams');
  });

  it('is the cookie on a parent-product host (first host label), local storage elsewhere', () => {
    expect(tokenSource('App.parent.test', '', ['app'])).toBe('cookie');
    expect(tokenSource('dashboard.parley.test', '', ['app'])).toBe('local');
    expect(tokenSource('localhost', '?chat_only=true', ['app'])).toBe('local'); // chat-only without Teams ids
    expect(isParentHost('app.parent.test', [])).toBe(false);
  });
});

describe('readCookie', () => {
  it('finds one cookie by exact name and decodes it', () => {
    const cookies = 'theme=dark; parley_token=a%2Bb%3D; parley_token_old=stale';
    expect(readCookie(cookies, 'parley_token')).toBe('a+b=');
    expect(readCookie(cookies, 'token')).toBeNull();
    expect(readCookie('parley_token=', 'parley_token')).toBeNull();
    expect(readCookie(cookies, '')).toBeNull();
  });
});

describe('isOffline', () => {
  it('is offline when the browser or the stored status says so', () => {
    expect(isOffline(true, null)).toBe(false);
    expect(isOffline(true, 'online')).toBe(false);
    expect(isOffline(false, 'online')).toBe(true);
    expect(isOffline(true, 'offline')).toBe(true);
  });
});
