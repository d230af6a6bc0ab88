// The one image upload of the dashboard (the bot's image, the profile photo): a preview beside a title, the
// page's own fields, a button that opens the file picker, and the checks every picked file goes through before
// it is read (the page's rule from src/domain; the server checks the bytes again).
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { Box, Button, Stack, Typography, type SxProps, type Theme } from '@mui/material';

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

export interface ImageUploadProps {
  title: string;
  preview: ReactNode;
  /** The types the picker offers. */
  accept: readonly string[];
  chooseLabel: string;
  /** The page's rule for a file: the message to show, or null when it may be read. */
  check(file: File): string | null;
  /** Shown when the browser cannot read a file that passed the check. */
  unreadable: string;
  /** A file passed the check and was read (as a data: URL, for a preview or to keep inline). */
  onPicked(file: File, dataUrl: string): void;
  /** The check's verdict on each pick (null: fine). */
  onError(message: string | null): void;
  /** No picking: the button is hidden. */
  disabled?: boolean;
  /** A pick is being saved: the button waits. */
  busy?: boolean;
  /** The page's own inputs, between the title and the buttons. */
  children?: ReactNode;
  /** Buttons after the choose button. */
  actions?: ReactNode;
  /** Below the buttons (a hint or the error). */
  helper?: ReactNode;
  sx?: SxProps<Theme>;
}

export function ImageUpload(props: ImageUploadProps) {
  const { title, preview, accept, chooseLabel, check, unreadable, onPicked, onError, disabled = false, busy = false, children, actions, helper, sx } = props;
  const picker = useRef<HTMLInputElement>(null);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    const problem = check(file);
    onError(problem);
    if (problem) return;
    try {
      onPicked(file, await readAsDataUrl(file));
    } catch {
      onError(unreadable);
    }
  };

  return (
    <Stack role="group" aria-label={title} direction="row" spacing={2} sx={[{ alignItems: 'flex-start' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {preview}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" sx={{ mb: children ? 1 : 0 }}>
          {title}
        </Typography>
        {children}
        {!disabled && (
          <Stack direction="row" spacing={1} sx={{ my: 0.5 }}>
            <Button size="small" variant="outlined" onClick={() => picker.current?.click()} disabled={busy}>
              {chooseLabel}
            </Button>
            {actions}
          </Stack>
        )}
        {helper}
        <input ref={picker} type="file" hidden aria-label={chooseLabel} accept={accept.join(',')} onChange={(e) => void choose(e)} />
      </Box>
    </Stack>
  );
}
