// The profile photo: pick a file, see it previewed, upload it (POST app/user/profile/image, multipart 'file').
// Type and size are checked before any call; the server checks the bytes again.
import { useRef, useState, type ChangeEvent } from 'react';
import { Avatar, Box, Button, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import { toast } from '../../../providers/notifications';
import { settingsApi } from '../api';
import { SETTINGS_UI } from '../labels';
import { photoError, PROFILE_IMAGE_TYPES } from './model';

const UI = SETTINGS_UI.profile;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

export interface ProfilePhotoProps {
  img: string | null;
  name: string;
  onUploaded: () => Promise<void> | void;
}

export function ProfilePhoto({ img, name, onUploaded }: ProfilePhotoProps) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    const problem = photoError(file);
    setError(problem);
    if (problem) {
      setChosen(null);
      return;
    }
    try {
      setChosen({ file, preview: await readAsDataUrl(file) });
    } catch {
      setError(UI.photoType);
    }
  };

  const upload = async () => {
    if (!chosen || uploading) return;
    setUploading(true);
    try {
      await settingsApi.uploadImage(chosen.file);
      setChosen(null);
      toast.success(UI.photoSaved);
      await onUploaded();
    } catch {
      // httpClient has toasted the reason; the preview stays for another try
    } finally {
      setUploading(false);
    }
  };

  const shown = chosen?.preview ?? img ?? undefined;
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Avatar src={shown} alt={chosen ? UI.photoPreview : UI.photo} sx={{ width: 72, height: 72 }}>
        {name.trim().charAt(0).toUpperCase()}
      </Avatar>
      <Box>
        <Typography variant="subtitle2">{UI.photo}</Typography>
        <Stack direction="row" spacing={1} sx={{ my: 0.5 }}>
          <Button variant="outlined" size="small" onClick={() => input.current?.click()} disabled={uploading}>
            {UI.choosePhoto}
          </Button>
          {chosen && (
            <>
              <Button
                variant="contained"
                size="small"
                onClick={() => void upload()}
                disabled={uploading}
                startIcon={uploading ? <CircularProgress size={14} color="inherit" /> : undefined}
              >
                {UI.uploadPhoto}
              </Button>
              <Button size="small" onClick={() => setChosen(null)} disabled={uploading}>
                {SETTINGS_UI.cancel}
              </Button>
            </>
          )}
        </Stack>
        <input
          ref={input}
          type="file"
          hidden
          aria-label={UI.choosePhoto}
          accept={PROFILE_IMAGE_TYPES.join(',')}
          onChange={(e) => void choose(e)}
        />
        <FormHelperText error={Boolean(error)}>{error ?? UI.photoHint}</FormHelperText>
      </Box>
    </Stack>
  );
}
