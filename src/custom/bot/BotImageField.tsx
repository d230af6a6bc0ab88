// The bot image input: an https address typed in, or an image uploaded from the computer (kept inline as a data:
// URL, checked for type and size before it is read; the server's schema checks it again). Empty means the default.
import { useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useInput } from 'react-admin';
import { BOT_IMAGE_TYPES } from '../../domain/settings/bot';
import { BotAvatar } from './BotShell';
import { BOT_UI } from './labels';
import { imageFileError, isUploadedImage } from './model';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/** '' means the default image; react-admin would otherwise turn it into null. */
const keepEmpty = (value: string) => value;

/** react-admin keeps a form-level validation message as { message } inside the field's error. */
function errorText(error: unknown): string | null {
  let m: unknown = error;
  while (m && typeof m === 'object' && 'message' in m) m = (m as { message: unknown }).message;
  return typeof m === 'string' && m ? m : null;
}

export function BotImageField({ name, disabled }: { name: string; disabled: boolean }) {
  const { field, fieldState, formState } = useInput<string>({ source: 'image', defaultValue: '', parse: keepEmpty });
  const picker = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const value = typeof field.value === 'string' ? field.value : '';
  const uploaded = isUploadedImage(value);
  const error = fileError ?? ((fieldState.isTouched || formState.isSubmitted) && fieldState.invalid ? errorText(fieldState.error) : null);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    const problem = imageFileError(file);
    setFileError(problem);
    if (problem) return;
    try {
      field.onChange(await readAsDataUrl(file));
    } catch {
      setFileError(BOT_UI.imageType);
    }
  };

  return (
    <Box role="group" aria-label={BOT_UI.image} sx={{ mb: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {BOT_UI.image}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <BotAvatar name={name} image={value} size={64} />
        <Box sx={{ flex: 1 }}>
          <TextField
            label={BOT_UI.imageUrl}
            value={uploaded ? '' : value}
            placeholder={uploaded ? BOT_UI.uploadedImage : undefined}
            onChange={(e) => {
              setFileError(null);
              field.onChange(e.target.value);
            }}
            onBlur={field.onBlur}
            disabled={disabled}
            size="small"
            fullWidth
            error={Boolean(error)}
            helperText={error || (uploaded ? BOT_UI.uploadedImage : value ? ' ' : `${BOT_UI.defaultImage}. ${BOT_UI.imageUrlHelp}`)}
          />
          {!disabled && (
            <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
              <Button size="small" variant="outlined" onClick={() => picker.current?.click()}>
                {BOT_UI.uploadImage}
              </Button>
              {value && (
                <Button
                  size="small"
                  onClick={() => {
                    setFileError(null);
                    field.onChange('');
                  }}
                >
                  {BOT_UI.removeImage}
                </Button>
              )}
            </Stack>
          )}
          <input
            ref={picker}
            type="file"
            hidden
            aria-label={BOT_UI.uploadImage}
            accept={BOT_IMAGE_TYPES.join(',')}
            onChange={(e) => void choose(e)}
          />
        </Box>
      </Stack>
    </Box>
  );
}
