// The bot image input: an https address typed in, or an image uploaded from the computer (kept inline as a data:
// URL, checked for type and size before it is read; the server's schema checks it again). Empty means the default.
import { useState } from 'react';
import { Button, TextField } from '@mui/material';
import { useInput } from 'react-admin';
import { BOT_IMAGE_TYPES } from '../../domain/settings/bot';
import { ImageUpload } from '../../ui/upload/ImageUpload';
import { BotAvatar } from './BotShell';
import { BOT_UI } from './labels';
import { imageFileError, isUploadedImage } from './model';

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
  const [fileError, setFileError] = useState<string | null>(null);
  const value = typeof field.value === 'string' ? field.value : '';
  const uploaded = isUploadedImage(value);
  const error = fileError ?? ((fieldState.isTouched || formState.isSubmitted) && fieldState.invalid ? errorText(fieldState.error) : null);

  return (
    <ImageUpload
      title={BOT_UI.image}
      preview={<BotAvatar name={name} image={value} size={64} />}
      accept={BOT_IMAGE_TYPES}
      chooseLabel={BOT_UI.uploadImage}
      check={imageFileError}
      unreadable={BOT_UI.imageType}
      onPicked={(_, dataUrl) => field.onChange(dataUrl)}
      onError={setFileError}
      disabled={disabled}
      sx={{ mb: 2 }}
      actions={
        value && (
          <Button
            size="small"
            onClick={() => {
              setFileError(null);
              field.onChange('');
            }}
          >
            {BOT_UI.removeImage}
          </Button>
        )
      }
    >
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
    </ImageUpload>
  );
}
