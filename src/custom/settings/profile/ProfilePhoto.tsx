// The profile photo: pick a file, see it previewed, upload it (POST app/user/profile/image, multipart 'file').
// Type and size are checked before any call; the server checks the bytes again.
import { useState } from 'react';
import { Avatar, Button, CircularProgress, FormHelperText } from '@mui/material';
import { toast } from '../../../providers/notifications';
import { settingsApi } from '../../../providers/api/settings';
import { SETTINGS_UI } from '../labels';
import { photoError, PROFILE_IMAGE_TYPES } from './model';
import { ImageUpload } from '../../../ui/upload/ImageUpload';

const UI = SETTINGS_UI.profile;

export interface ProfilePhotoProps {
  img: string | null;
  name: string;
  onUploaded: () => Promise<void> | void;
}

export function ProfilePhoto({ img, name, onUploaded }: ProfilePhotoProps) {
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

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
    <ImageUpload
      title={UI.photo}
      preview={
        <Avatar src={shown} alt={chosen ? UI.photoPreview : UI.photo} sx={{ width: 72, height: 72 }}>
          {name.trim().charAt(0).toUpperCase()}
        </Avatar>
      }
      accept={PROFILE_IMAGE_TYPES}
      chooseLabel={UI.choosePhoto}
      check={photoError}
      unreadable={UI.photoType}
      onPicked={(file, preview) => setChosen({ file, preview })}
      onError={(problem) => {
        setError(problem);
        if (problem) setChosen(null);
      }}
      busy={uploading}
      sx={{ alignItems: 'center' }}
      actions={
        chosen && (
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
        )
      }
      helper={<FormHelperText error={Boolean(error)}>{error ?? UI.photoHint}</FormHelperText>}
    />
  );
}
