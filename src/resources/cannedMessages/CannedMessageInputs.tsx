// The canned message's text in ra-input-rich-text's RichTextInput, on the reply editor's tiptap extensions. A
// canned message is plain text (the composer inserts it at the caret, spec §3), so no lists and no toolbar: each
// line is a paragraph in the editor and a line again in what is saved.
import { useMemo } from 'react';
import { RichTextInput } from 'ra-input-rich-text';
import { styleNonce } from '../../providers/styleNonce';
import { editorExtensions } from '../../ui/editor/extensions';
import { htmlToText, textToHtml } from '../../ui/editor/plainText';
import { RESOURCE_LABEL } from '../shared/labels';

export function CannedMessageInputs() {
  // Stable: RichTextInput builds a new editor whenever its options change.
  const editorOptions = useMemo(
    () => ({
      injectNonce: styleNonce(),
      extensions: editorExtensions({ lists: false }),
      editorProps: { attributes: { 'aria-label': RESOURCE_LABEL.message, role: 'textbox', 'aria-multiline': 'true' } },
    }),
    [],
  );
  return (
    <RichTextInput
      source="message"
      label={RESOURCE_LABEL.message}
      editorOptions={editorOptions}
      toolbar={<></>}
      format={textToHtml}
      parse={htmlToText}
      // Lines, not spaced paragraphs: the message is text and reads as it will be inserted.
      sx={{ maxWidth: 640, '& .RaRichTextInput-editorContent .ProseMirror': { minHeight: 72, '& p': { m: 0 } } }}
    />
  );
}
