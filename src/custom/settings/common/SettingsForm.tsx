// A settings section's form: the shared SchemaForm laid out as a section, saving with "Save" unless told otherwise.
import type { AnyObjectSchema, InferType } from 'yup';
import { SchemaForm, type SchemaFormProps } from '../../../ui/forms/SchemaForm';
import { SETTINGS_UI } from '../labels';

export interface SettingsFormProps<S extends AnyObjectSchema> extends Omit<SchemaFormProps<S>, 'submitLabel' | 'layout' | 'defaultValues'> {
  defaultValues: Partial<InferType<S>>;
  submitLabel?: string;
}

export function SettingsForm<S extends AnyObjectSchema>({ submitLabel = SETTINGS_UI.save, ...props }: SettingsFormProps<S>) {
  return <SchemaForm {...props} submitLabel={submitLabel} layout="section" />;
}
