// A react-admin <Form> validated with one of the shared yup schemas (the server runs the same one), submitting the
// schema's cast values and showing the server's `fields` errors inline. Failures are toasted by httpClient.
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-admin';
import { Box, Button, CircularProgress, Stack } from '@mui/material';
import type { AnyObjectSchema, InferType } from 'yup';
import { serverFieldErrors } from '../../../ui/forms/serverErrors';
import { yupValidate, type FormErrors } from '../../../ui/forms/yupValidate';
import { SETTINGS_UI } from '../labels';

export interface SettingsFormProps<S extends AnyObjectSchema> {
  /** A module-level schema (a new one each render would rebuild the validator). */
  schema: S;
  defaultValues: Partial<InferType<S>>;
  onSubmit: (values: InferType<S>) => Promise<unknown>;
  /** Read-only users see the values without a save button. */
  readOnly?: boolean;
  submitLabel?: string;
  children: ReactNode;
}

export function SettingsForm<S extends AnyObjectSchema>(props: SettingsFormProps<S>) {
  const { schema, defaultValues, onSubmit, readOnly = false, submitLabel = SETTINGS_UI.save, children } = props;
  const validate = useMemo(() => yupValidate(schema), [schema]);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false); // a second click in the same tick must not send twice

  const submit = async (raw: Record<string, unknown>): Promise<FormErrors | undefined> => {
    if (inFlight.current || readOnly) return undefined;
    inFlight.current = true;
    setPending(true);
    try {
      await onSubmit(schema.cast(raw, { stripUnknown: true }) as InferType<S>);
      return undefined;
    } catch (err) {
      return serverFieldErrors(err);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return (
    <Form validate={validate} onSubmit={submit} defaultValues={defaultValues} noValidate disableInvalidFormNotification>
      <Stack spacing={0.5} sx={{ maxWidth: 560 }}>
        {children}
        {!readOnly && (
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={pending}
              startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {submitLabel}
            </Button>
          </Box>
        )}
      </Stack>
    </Form>
  );
}
