// Spec §5 "Shared field validators": each factory with each of its messages, and values that pass.
import {
  assignmentField,
  digitKeyAllowed,
  durationField,
  emailField,
  greetingVariantsField,
  hasAtMostDecimals,
  indexField,
  keyField,
  nonEmptyListField,
  numberField,
  numberKeyAllowed,
  optionalUrlField,
  phoneField,
  plainTextField,
  positiveIntegerField,
  priceField,
  textField,
  topicProductCount,
  topicsField,
  urlField,
  type GreetingVariant,
} from '../../../src/domain/validators';
import * as yup from 'yup';
import type { RichDoc } from '../../../src/domain/inbox/richText';
import { errorOf } from './helpers';

describe('indexField', () => {
  it("accepts 0 and positive integers (numbers or numeric strings)", () => {
    for (const v of [0, 1, 42, '3']) expect(errorOf(indexField(), v)).toBeNull();
  });
  it("says 'Required' for anything else", () => {
    for (const v of [undefined, null, '', 'abc', -1, 1.5]) expect(errorOf(indexField(), v)).toBe('Required');
  });
});

describe('nonEmptyListField', () => {
  it('requires at least one entry and validates entries with the given schema', () => {
    const list = nonEmptyListField(yup.number().required(), 'Please select atleast one list from the dropdown');
    expect(errorOf(list, [1, 2])).toBeNull();
    expect(errorOf(list, [])).toBe('Please select atleast one list from the dropdown');
    expect(errorOf(list, undefined)).toBe('Please select atleast one list from the dropdown');
    expect(errorOf(nonEmptyListField(yup.string()), [])).toBe('This field cannot be empty');
  });
});

describe('topicsField', () => {
  const topics = (...sizes: number[]) => sizes.map((n) => ({ products: Array.from({ length: n }, (_, i) => `p${i}`) }));
  it('counts products across every topic', () => {
    expect(topicProductCount(topics(10, 20, 5))).toBe(35);
    expect(topicProductCount(undefined)).toBe(0);
  });
  it('allows up to 50 products in all', () => {
    expect(errorOf(topicsField(), topics(25, 25))).toBeNull();
    expect(errorOf(topicsField(), topics(0))).toBeNull();
  });
  it("says 'Maximum 50 topics allowed' past 50 products, even spread over topics", () => {
    expect(errorOf(topicsField(), topics(25, 26))).toBe('Maximum 50 topics allowed');
    expect(errorOf(topicsField(), topics(51))).toBe('Maximum 50 topics allowed');
  });
  it('requires at least one topic', () => {
    expect(errorOf(topicsField(), [])).toBe('This field cannot be empty');
  });
});

describe('textField', () => {
  it('accepts text and trims it', () => {
    expect(errorOf(textField(), 'Hello')).toBeNull();
    expect(textField().cast('  Hi  ')).toBe('Hi');
  });
  it("says 'This field cannot be empty' when missing or blank", () => {
    for (const v of [undefined, '', '   ']) expect(errorOf(textField(), v)).toBe('This field cannot be empty');
  });
  it("says 'Maximum of {n} characters are allowed' past the maximum", () => {
    expect(errorOf(textField(10), 'x'.repeat(11))).toBe('Maximum of 10 characters are allowed');
    expect(errorOf(textField(10), 'x'.repeat(10))).toBeNull();
    expect(errorOf(textField(), 'x'.repeat(5000))).toBeNull();
  });
});

describe('plainTextField', () => {
  it('accepts text without markup, including lone < and & characters', () => {
    for (const v of ['Sales team', 'a < b', '1<2', 'Q&A', 'x > y']) expect(errorOf(plainTextField(), v)).toBeNull();
  });
  it("says 'Please enter valid value' for markup or an empty value", () => {
    for (const v of ['<b>Bold</b>', 'hi <script>alert(1)</script>', 'a</p>', '<!-- c -->', '<img src=x onerror=y>', '', '  ', undefined]) {
      expect(errorOf(plainTextField(), v)).toBe('Please enter valid value');
    }
  });
});

describe('positiveIntegerField', () => {
  it('accepts whole numbers from 1', () => {
    for (const v of [1, 7, '12']) expect(errorOf(positiveIntegerField(), v)).toBeNull();
  });
  it("says 'Value must be a positive integer' otherwise", () => {
    for (const v of [0, -3, 1.5, 'abc', '', undefined]) expect(errorOf(positiveIntegerField(), v)).toBe('Value must be a positive integer');
  });
});

describe('priceField', () => {
  it('accepts 0 and amounts with up to 2 decimals', () => {
    for (const v of [0, 10, 19.99, 0.29, 1.1, '5.25', 1234567.89]) expect(errorOf(priceField(), v)).toBeNull();
  });
  it('requires a value', () => {
    expect(errorOf(priceField(), undefined)).toBe('This field cannot be empty');
  });
  it("says 'Value must be a positive number' when negative", () => {
    expect(errorOf(priceField(), -0.5)).toBe('Value must be a positive number');
  });
  it("says 'Value can be upto 2 decimals only' with 3 or more decimals", () => {
    for (const v of [1.005, 0.001, '2.125']) expect(errorOf(priceField(), v)).toBe('Value can be upto 2 decimals only');
  });
  it("says 'This field must be a number' for text", () => {
    expect(errorOf(priceField(), 'ten')).toBe('This field must be a number');
  });
  it('judges decimals on the decimal value, not the binary fraction', () => {
    expect(hasAtMostDecimals(0.1 + 0.2, 2)).toBe(false); // 0.30000000000000004 really has 17 decimals
    expect(hasAtMostDecimals(0.3, 2)).toBe(true);
    expect(hasAtMostDecimals(4.35, 2)).toBe(true);
    expect(hasAtMostDecimals(4.355, 2)).toBe(false);
    expect(hasAtMostDecimals(1e-7, 2)).toBe(false);
    expect(hasAtMostDecimals(1e21, 2)).toBe(true);
  });
});

describe('numberField', () => {
  it('accepts numbers, negative and decimal too', () => {
    for (const v of [0, -2, 3.14, '8']) expect(errorOf(numberField(), v)).toBeNull();
  });
  it("says 'This field must be a number' otherwise", () => {
    for (const v of ['abc', '', undefined, '1,5']) expect(errorOf(numberField(), v)).toBe('This field must be a number');
  });
});

describe('keyField', () => {
  it('accepts letters, digits, underscore and hyphen', () => {
    for (const v of ['company_size', 'Lead-Score', 'a1', '__x']) expect(errorOf(keyField(), v)).toBeNull();
  });
  it("says 'Use any of characters a-z, A-Z, 0-9, _ , - ' for other characters", () => {
    for (const v of ['company size', 'na.me', 'ü', 'a/b', 'x$']) expect(errorOf(keyField(), v)).toBe('Use any of characters a-z, A-Z, 0-9, _ , - ');
  });
  it('requires a key', () => {
    expect(errorOf(keyField(), '')).toBe('This field cannot be empty');
  });
});

describe('urlField and optionalUrlField', () => {
  const good = ['https://acme.com', 'http://localhost:3000/x?y=1', 'https://sub.acme.co.uk/path#frag'];
  const bad = ['acme.com', 'ftp://acme.com', 'javascript:alert(1)', 'https://', 'http://exa mple.com', 'mailto:a@b.c'];
  it('accepts http and https addresses', () => {
    for (const v of good) {
      expect(errorOf(urlField(), v)).toBeNull();
      expect(errorOf(optionalUrlField(), v)).toBeNull();
    }
  });
  it("says 'Please provide a valid url' for anything else", () => {
    for (const v of bad) {
      expect(errorOf(urlField(), v)).toBe('Please provide a valid url');
      expect(errorOf(optionalUrlField(), v)).toBe('Please provide a valid url');
    }
  });
  it('requires the address only in the required variant', () => {
    for (const v of ['', undefined]) expect(errorOf(urlField(), v)).toBe('Please provide a valid url');
    for (const v of ['', undefined, null]) expect(errorOf(optionalUrlField(), v)).toBeNull();
  });
});

describe('phoneField', () => {
  it('accepts common phone formats and nothing at all', () => {
    for (const v of ['+1 (415) 555-0100', '020 7946 0958', '4155550100', '+44.20.7946.0958', '', undefined, null]) {
      expect(errorOf(phoneField(), v)).toBeNull();
    }
  });
  it("says 'Phone number is not valid' otherwise", () => {
    for (const v of ['12345', 'call me', '+1 415 555 0100 ext 2', '1234567890123456']) expect(errorOf(phoneField(), v)).toBe('Phone number is not valid');
  });
  it("says 'Phone number is required' when required and empty", () => {
    expect(errorOf(phoneField({ required: true }), '')).toBe('Phone number is required');
    expect(errorOf(phoneField({ required: true }), 'abc')).toBe('Phone number is not valid');
    expect(errorOf(phoneField({ required: true }), '+1 415 555 0100')).toBeNull();
  });
});

describe('emailField (shared with the auth forms)', () => {
  it("accepts an address and says 'Please enter a valid email address!' otherwise", () => {
    expect(errorOf(emailField(), 'ada@acme.com')).toBeNull();
    for (const v of ['', 'ada', 'ada@acme']) expect(errorOf(emailField(), v)).toBe('Please enter a valid email address!');
  });
});

describe('assignmentField', () => {
  it('needs at least one team or member', () => {
    expect(errorOf(assignmentField(), { teams: [1], members: [] })).toBeNull();
    expect(errorOf(assignmentField(), { teams: [], members: [7] })).toBeNull();
    expect(errorOf(assignmentField(), { members: [7] })).toBeNull();
    for (const v of [{ teams: [], members: [] }, {}, undefined]) {
      expect(errorOf(assignmentField(), v)).toBe('Select at least one team or member');
    }
  });
});

describe('durationField', () => {
  it('accepts whole numbers from 1 to 999', () => {
    for (const v of [1, 30, 999, '45']) expect(errorOf(durationField(), v)).toBeNull();
  });
  it("says 'Duration cannot be empty' when empty", () => {
    for (const v of ['', undefined, 'abc']) expect(errorOf(durationField(), v)).toBe('Duration cannot be empty');
  });
  it("says 'Please enter a positive duration' below 1", () => {
    for (const v of [0, -5]) expect(errorOf(durationField(), v)).toBe('Please enter a positive duration');
  });
  it("says 'Please enter a duration less than 999' above 999", () => {
    expect(errorOf(durationField(), 1000)).toBe('Please enter a duration less than 999');
  });
  it('refuses fractions', () => {
    expect(errorOf(durationField(), 2.5)).toBe('Duration must be a whole number of days');
  });
});

describe('greetingVariantsField', () => {
  const doc = (...paragraphs: string[]): RichDoc => ({
    type: 'doc',
    content: paragraphs.map((text) => ({ type: 'paragraph', content: text ? [{ type: 'text', text }] : [] })),
  });
  const gif = { name: 'wave', original: 'https://gifs.example/wave.gif', previewGif: 'p.gif', previewStill: 'p.png' };
  const v = (value: GreetingVariant['value'], gifs?: GreetingVariant['gifs']): GreetingVariant => ({ value, gifs });

  it('accepts distinct variants, rich or plain, text or GIF', () => {
    expect(errorOf(greetingVariantsField(), [v(doc('Hi there!')), v('How can we help?'), v(null, [gif])])).toBeNull();
  });
  it("says 'Add atleast one variant' without variants", () => {
    for (const value of [[], undefined]) expect(errorOf(greetingVariantsField(), value)).toBe('Add atleast one variant');
  });
  it("says 'Duplicate greeting messages found' when two variants read the same", () => {
    const dupes = [
      [v(doc('Hi there!')), v(doc('Hi there!'))],
      // The same words once blank paragraphs are trimmed, whitespace collapsed and case folded.
      [v(doc('', 'Hi  there!', '')), v('hi there!')],
      [v(null, [gif]), v({ type: 'doc', content: [] }, [gif])],
    ];
    for (const variants of dupes) expect(errorOf(greetingVariantsField(), variants)).toBe('Duplicate greeting messages found');
  });
  it('tells apart the same text with different GIFs', () => {
    expect(errorOf(greetingVariantsField(), [v('Hi', [gif]), v('Hi')])).toBeNull();
  });
  it('refuses a variant with neither text nor GIF', () => {
    expect(errorOf(greetingVariantsField(), [v(doc('', ''))])).toBe(
      'Unable to save. You must select a GIF or add a message before you save',
    );
  });
  it('compares mentions by what they read', () => {
    const mention = (label: string): RichDoc => ({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Ask ' }, { type: 'mention', attrs: { id: 1, label } }] }],
    });
    expect(errorOf(greetingVariantsField(), [v(mention('Ada')), v(mention('Grace'))])).toBeNull();
    expect(errorOf(greetingVariantsField(), [v(mention('Ada')), v('Ask @Ada')])).toBe('Duplicate greeting messages found');
  });
});

describe('digit-only key filters', () => {
  const key = (k: string, mods: { ctrlKey?: boolean; metaKey?: boolean } = {}) => ({ key: k, ...mods });
  it('let digits through in both variants', () => {
    for (const k of '0123456789') {
      expect(numberKeyAllowed(key(k))).toBe(true);
      expect(digitKeyAllowed(key(k))).toBe(true);
    }
  });
  it('block the characters a number input would otherwise take (e, +, -) and letters', () => {
    for (const k of ['e', 'E', '+', '-', 'a', ' ', ',']) {
      expect(numberKeyAllowed(key(k))).toBe(false);
      expect(digitKeyAllowed(key(k))).toBe(false);
    }
  });
  it('differ only on the dot', () => {
    expect(numberKeyAllowed(key('.'))).toBe(true);
    expect(digitKeyAllowed(key('.'))).toBe(false);
  });
  it('never block editing keys or shortcuts', () => {
    for (const e of [key('Backspace'), key('Delete'), key('ArrowLeft'), key('Tab'), key('Enter'), key('v', { ctrlKey: true }), key('a', { metaKey: true })]) {
      expect(numberKeyAllowed(e)).toBe(true);
      expect(digitKeyAllowed(e)).toBe(true);
    }
  });
});
