// The one react-admin <Form> driven by a shared yup schema (the server validates with the same one): validates with
// it, submits its cast values (trimmed as the server will read them), and puts the server's `fields` errors under the
// inputs. Failures are not toasted here: httpClient already showed the toast.
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-admin';
import { Box, Button, CircularProgress, Stack } from '@mui/material';
import type { AnyObjectSchema, InferType } from 'yup';
import { yupValidate, type FormErrors } from './yupValidate';
import { serverFieldErrors } from './serverErrors';

export interface SchemaFormProps<S extends AnyObjectSchema> {
  /** Define derived schemas (`.omit([...])`) at module level: a new schema each render rebuilds the validator. */
  schema: S;
  submitLabel: string;
  onSubmit: (values: InferType<S>) => Promise<unknown>;
  /** Extra handling of a failure (the form already shows `fields` inline). */
  onError?: (err: unknown, values: InferType<S>) => void;
  defaultValues?: Partial<InferType<S>>;
  /** Read-only users see the values without a submit button. */
  readOnly?: boolean;
  /** 'page': a full-width submit button closing a short form (sign-in, invitations); 'section': a form among others
   *  on a settings page, at most 560 px wide, with its button at the start. */
  layout?: 'page' | 'section';
  children: ReactNode;
}

export function SchemaForm<S extends AnyObjectSchema>(props: SchemaFormProps<S>) {
  const { schema, submitLabel, onSubmit, onError, defaultValues, readOnly = false, layout = 'page', children } = props;
  const validate = useMemo(() => yupValidate(schema), [schema]);
  const [pending, setPending] = useState(false);
  // A ref, not the state: a second click in the same tick must not send the request twice.
  const inFlight = useRef(false);

  const submit = async (raw: Record<string, unknown>): Promise<FormErrors | undefined> => {
    if (inFlight.current || readOnly) return undefined;
    inFlight.current = true;
    setPending(true);
    const values = schema.cast(raw, { stripUnknown: true }) as InferType<S>;
    try {
      await onSubmit(values);
      return undefined;
    } catch (err) {
      onError?.(err, values);
      return serverFieldErrors(err);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const page = layout === 'page';
  const button = (
    <Button
      type="submit"
      variant="contained"
      size={page ? 'large' : 'medium'}
      fullWidth={page}
      disabled={pending}
      startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
      sx={page ? { mt: 1 } : undefined}
    >
      {submitLabel}
    </Button>
  );
  return (
    <Form validate={validate} onSubmit={submit} defaultValues={defaultValues} noValidate disableInvalidFormNotification>
      <Stack spacing={0.5} sx={page ? undefined : { maxWidth: 560 }}>
        {children}
        {!readOnly && (page ? button : <Box>{button}</Box>)}
      </Stack>
    </Form>
  );
}
