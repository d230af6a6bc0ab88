import { describe, expect, it } from 'vitest';
import {
  chatFieldClash,
  chatFieldSchema,
  chatFieldsSavedMessage,
  chatFieldsSchema,
  keyFromName,
  type ChatField,
} from '../../../src/domain/settings/chatFields';

const field = (over: Partial<ChatField> = {}): ChatField => ({ key: 'budget', name: 'Budget', type: 'number', options: [], defaultValue: '10', ...over });
const firstError = (schema: typeof chatFieldSchema | typeof chatFieldsSchema, value: unknown): string | null => {
  try {
    schema.validateSync(value, { abortEarly: true });
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('chat field schema', () => {
  it('accepts each type with a fitting default', () => {
    expect(firstError(chatFieldSchema, field())).toBeNull();
    expect(firstError(chatFieldSchema, field({ type: 'text', defaultValue: 'n/a' }))).toBeNull();
    expect(firstError(chatFieldSchema, field({ type: 'boolean', defaultValue: 'false' }))).toBeNull();
    expect(firstError(chatFieldSchema, field({ type: 'list', options: ['Free', 'Pro'], defaultValue: 'pro' }))).toBeNull();
  });

  it('answers the spec messages', () => {
    expect(firstError(chatFieldSchema, field({ name: ' ' }))).toBe('Chat field name is required');
    expect(firstError(chatFieldSchema, field({ type: undefined as never }))).toBe('Chat field type is required');
    expect(firstError(chatFieldSchema, field({ defaultValue: '   ' }))).toBe('Please enter a default value');
    expect(firstError(chatFieldSchema, field({ defaultValue: '1e' }))).toBe('This field must be a number');
    expect(firstError(chatFieldSchema, field({ key: 'a.b' }))).toBe('Use any of characters a-z, A-Z, 0-9, _ , - ');
  });

  it('checks list options and boolean defaults', () => {
    expect(firstError(chatFieldSchema, field({ type: 'list', options: [], defaultValue: 'x' }))).toBe('Add at least one option');
    expect(firstError(chatFieldSchema, field({ type: 'list', options: ['A', 'a'], defaultValue: 'A' }))).toBe('Options must be different');
    expect(firstError(chatFieldSchema, field({ type: 'list', options: ['A'], defaultValue: 'B' }))).toBe('The default value must be one of the options');
    expect(firstError(chatFieldSchema, field({ type: 'boolean', defaultValue: 'yes' }))).toBe('The default value must be Yes or No');
    // Options of a non-list field are dropped, not stored.
    expect(chatFieldSchema.cast(field({ type: 'text', options: ['stray'], defaultValue: 'x' })).options).toEqual([]);
  });

  it('refuses names and keys already taken, by default fields too, ignoring case', () => {
    expect(chatFieldClash(field({ name: 'EMAIL', key: 'work' }), [])).toBe('A chat field with this name already exists');
    expect(chatFieldClash(field({ name: 'Work mail', key: 'Email' }), [])).toBe('A chat field with this key already exists');
    expect(chatFieldClash(field({ key: 'b2' }), [field()])).toBe('A chat field with this name already exists');
    expect(chatFieldClash(field({ name: 'Other' }), [field()])).toBe('A chat field with this key already exists');
    expect(chatFieldClash(field(), [])).toBeNull();
    expect(firstError(chatFieldsSchema, { fields: [field(), field({ name: 'Budget 2' })] })).toBe('A chat field with this key already exists');
  });
});

describe('chat fields helpers', () => {
  it('proposes a key from a name', () => {
    expect(keyFromName('Budget (USD)')).toBe('budget_usd');
    expect(keyFromName('  Plan / Tier  ')).toBe('plan_tier');
  });

  it("says 'New field created successfully' only when a save adds a field", () => {
    expect(chatFieldsSavedMessage(undefined, { fields: [field()] })).toBe('New field created successfully');
    expect(chatFieldsSavedMessage({ fields: [field()] }, { fields: [field(), field({ key: 'x', name: 'X' })] })).toBe('New field created successfully');
    expect(chatFieldsSavedMessage({ fields: [field()] }, { fields: [] })).toBe('Updated the chat fields successfully');
    expect(chatFieldsSavedMessage({ fields: [field()] }, { fields: [field({ defaultValue: '5' })] })).toBe('Updated the chat fields successfully');
  });
});
