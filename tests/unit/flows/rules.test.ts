// The field rules behind validation and the runtime: boundaries of each shared validator of spec §5.
import { emailField } from '../../../src/domain/schemas/auth';
import { ADMIN_MSG } from '../../../src/domain/adminMessages';
import { isValidEmail, isValidPhone, RUNTIME_MSG } from '../../../src/domain/flows/inputChecks';
import { FLOW_MSG } from '../../../src/domain/flows/messages';
import {
  assignmentError,
  durationError,
  flowNameError,
  isHttpUrl,
  pathNameError,
  topicProductCount,
  topicsError,
} from '../../../src/domain/flows/rules';
import { isPhoneNumber } from '../../../src/domain/validators';

describe('pathNameError', () => {
  it('counts trimmed characters, 4 to 40', () => {
    expect(pathNameError(undefined)).toBe('Path name is required');
    expect(pathNameError(null)).toBe('Path name is required');
    expect(pathNameError('  abc ')).toBe('Path name must be at least 4 characters');
    expect(pathNameError(' abcd ')).toBeNull();
    expect(pathNameError(`${'y'.repeat(40)}  `)).toBeNull();
    expect(pathNameError('y'.repeat(41))).toBe('Path name must be at most 40 characters');
  });
});

describe('flowNameError', () => {
  it('uses the general 2–50 name rule', () => {
    expect(flowNameError('a')).toBe('Name should contain a minimum of 2 characters');
    expect(flowNameError('ab')).toBeNull();
    expect(flowNameError('z'.repeat(51))).toBe('Name must be at most 50 characters');
  });
});

describe('durationError', () => {
  it.each([
    [undefined, 'Duration cannot be empty'],
    ['', 'Duration cannot be empty'],
    ['abc', 'Duration cannot be empty'],
    [0, 'Please enter a positive duration'],
    ['-1', 'Please enter a positive duration'],
    [1.2, 'Please enter a positive duration'],
    [1000, 'Please enter a duration less than 999'],
    ['1000', 'Please enter a duration less than 999'],
    [1, null],
    ['999', null],
  ])('%j → %s', (value, expected) => {
    expect(durationError(value as number | string | undefined)).toBe(expected);
  });
});

describe('assignmentError', () => {
  const known = { teamIds: [1], memberIds: [10] };
  it('needs at least one team or member that exists', () => {
    expect(assignmentError(undefined)).toBe('Select at least one team or member');
    expect(assignmentError({ teams: [], members: [] }, known)).toBe('Select at least one team or member');
    expect(assignmentError({ teams: [1], members: [] }, known)).toBeNull();
    expect(assignmentError({ teams: [], members: [10] }, known)).toBeNull();
    expect(assignmentError({ teams: [2], members: [] }, known)).toBe('A selected team or member no longer exists');
    expect(assignmentError({ teams: [2], members: [] })).toBeNull();
  });
});

describe('isHttpUrl', () => {
  it('accepts http and https with a host only', () => {
    expect(isHttpUrl('https://parley.example/a?b=c')).toBe(true);
    expect(isHttpUrl('  http://localhost:3000  ')).toBe(true);
    for (const bad of ['', null, 'mailto:a@b.c', 'javascript:alert(1)', 'data:text/html,x', 'www.parley.example', 'https://a b.c']) {
      expect(isHttpUrl(bad)).toBe(false);
    }
  });
});

describe("the runtime's answer checks (kept yup-free for the widget)", () => {
  it('say what the shared messages say', () => {
    expect(RUNTIME_MSG.phoneInvalid).toBe(ADMIN_MSG.phoneInvalid);
    expect(RUNTIME_MSG.emailInvalid).toBe(ADMIN_MSG.emailInvalid);
    expect(RUNTIME_MSG.fieldEmpty).toBe(FLOW_MSG.fieldEmpty);
  });

  it('isValidEmail agrees with the auth forms on every sample', () => {
    const samples = ['ana@parley.example', ' ana@parley.example ', 'ana@parley', 'ana parley@x.io', '@x.io', 'a@b.c', 'ana@@x.io', ''];
    for (const s of samples) expect([s, isValidEmail(s)]).toEqual([s, emailField().isValidSync(s)]);
  });

  it('isValidPhone accepts 7 to 15 digits with the usual separators, as the shared validator does', () => {
    const good = ['+33 1 23 45 67 89', '(555) 123-4567', '555.123.4567', '1234567', '+123456789012345'];
    const bad = ['123456', '+1234567890123456', 'call me', '555-CALL-NOW', '12345678x', '', '1234\n567'];
    for (const s of good) expect([s, isValidPhone(s), isPhoneNumber(s)]).toEqual([s, true, true]);
    for (const s of bad) expect([s, isValidPhone(s), isPhoneNumber(s)]).toEqual([s, false, false]);
    expect(isValidPhone(' 1234567 ')).toBe(true);
  });
});

describe('topics', () => {
  it('counts products across all topics', () => {
    const topics = [
      { id: 'a', name: 'A', products: ['x', 'y'] },
      { id: 'b', name: 'B', products: Array.from({ length: 48 }, (_, i) => `p${i}`) },
    ];
    expect(topicProductCount(topics)).toBe(50);
    expect(topicsError(topics)).toBeNull();
    expect(topicsError([...topics, { id: 'c', name: 'C', products: ['z'] }])).toBe('Maximum 50 topics allowed');
  });
});
