// The bot's messages are edited on the same tiptap setup as the reply editor and the canned message form (issue
// 24): the builder is not a react-admin form (one draft, patched step by step), so it does not use RichTextInput
// from ra-input-rich-text, but its editor is built from src/ui/editor and nothing else in src configures tiptap.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sources } from '../support/sources';

const SRC = join(__dirname, '../../../src');

const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1]!);

describe("the bot builder's message editor", () => {
  it('builds its editor from the shared extensions, mention menu and mention hook', () => {
    const imports = importsOf(join(SRC, 'custom/bot-builder/rich/RichTextInput.tsx'));
    expect(imports).toEqual(
      expect.arrayContaining(['../../../ui/editor/extensions', '../../../ui/editor/MentionMenu', '../../../ui/editor/useMentions']),
    );
  });

  it('is the one tiptap configuration outside src/ui/editor: no other file there imports a tiptap extension', () => {
    const configuring = sources(SRC)
      .filter((f) => !relative(SRC, f).startsWith('ui/editor/'))
      .filter((f) => importsOf(f).some((i) => /^@tiptap\/(starter-kit|extension-|extensions$|core$)/.test(i)))
      .map((f) => relative(SRC, f));
    expect(configuring).toEqual([]);
  });
});
