// Attach files to the conversation: each chosen file starts its own upload (see useUploads).
import { useRef } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { TOOLS_UI } from '../tools/labels';

/** What the server keeps (it decides from the bytes; this only narrows the browser's file dialog). */
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,application/pdf,.txt,.csv,.log,.zip,.docx,.xlsx,.pptx';

export function AttachButton({ onFiles }: { onFiles(files: File[]): void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Tooltip title={TOOLS_UI.attach}>
        <IconButton size="small" aria-label={TOOLS_UI.attach} onClick={() => input.current?.click()}>
          <AttachFileIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        hidden
        data-testid="attach-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          // Cleared, so choosing the same file again is a change too.
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
