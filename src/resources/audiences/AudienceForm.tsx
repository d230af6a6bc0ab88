// The audience builder form: holds the draft, validates it with the domain schema (validateAudience, the same the
// server runs) and saves through the surrounding <Create>/<Edit>. After a failed attempt it re-validates as you
// type, so messages clear as rules are fixed; the server's field errors land in the same places (a taken name, 409,
// under the name).
import { useEffect, useState } from 'react';
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, CircularProgress } from '@mui/material';
import { useRecordContext, useSaveContext } from 'react-admin';
import { validateAudience, type Audience } from '../../domain/audience/model';
import { RESOURCE_LABEL } from '../shared/labels';
import { draftFromRecord, errorsOf, toPayload, type AudienceDraft, type AudienceErrors } from './builderModel';
import { AudienceInputs } from './AudienceInputs';

async function check(draft: AudienceDraft): Promise<{ audience: Audience; errors: null } | { audience: null; errors: AudienceErrors }> {
  try {
    return { audience: await validateAudience(toPayload(draft)), errors: null };
  } catch (error) {
    const errors = errorsOf(error);
    if (!errors) throw error;
    return { audience: null, errors };
  }
}

export function AudienceForm() {
  const record = useRecordContext<Partial<Audience>>();
  const { save, saving } = useSaveContext();
  const [draft, setDraft] = useState(() => draftFromRecord(record));
  const [errors, setErrors] = useState<AudienceErrors>({});
  const [attempted, setAttempted] = useState(false);

  useEffect(() => {
    if (!attempted) return;
    let live = true;
    void check(draft).then((r) => live && setErrors(r.errors ?? {}));
    return () => {
      live = false;
    };
  }, [draft, attempted]);

  const submit = async () => {
    setAttempted(true);
    const result = await check(draft);
    if (!result.audience) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const serverErrors = (await save?.(result.audience)) as AudienceErrors | undefined;
    if (serverErrors && typeof serverErrors === 'object') setErrors(serverErrors);
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Audience"
      sx={{ p: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      // Enter in a field never saves the whole audience (issue 22: one Enter in a rule's value, meant to finish it or
      // add a chip, saved a half-built audience): the Save button does. Enter still works inside the field itself.
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
      }}
    >
      <AudienceInputs draft={draft} onChange={setDraft} errors={errors} />
      <Button
        type="submit"
        variant="contained"
        disabled={saving}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
        sx={{ mt: 3 }}
      >
        {RESOURCE_LABEL.save}
      </Button>
    </Box>
  );
}
