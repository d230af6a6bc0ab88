// Editing a contact: name, email, company, location and tags, validated with the schema the server uses.
import { Edit, SimpleForm, type RaRecord } from 'react-admin';
import { contactSchema, type Contact } from '../../domain/contacts';
import { yupValidate } from '../../ui/forms/yupValidate';
import { ResourcePage } from '../shared/ResourcePage';
import { useSaveHandlers } from '../shared/useSaveHandlers';
import { ContactInputs } from './ContactInputs';
import { CONTACT_LABEL } from './labels';

export const CONTACT_SAVED = 'Contact saved';
const validate = yupValidate(contactSchema);

/** The record as the form edits it: the company by name. */
export const contactFormValues = (c: Contact) => ({ ...c, company: c.company?.name ?? '' });

export const contactPayload = (values: Partial<RaRecord>) =>
  contactSchema.cast({ name: values.name ?? '', email: values.email ?? '', company: typeof values.company === 'string' ? values.company : '', location: values.location ?? '', tags: values.tags ?? [], attributes: values.attributes }, { stripUnknown: true, assert: false });

export function ContactEdit() {
  const mutationOptions = useSaveHandlers({ success: CONTACT_SAVED, redirect: 'show' });
  return (
    <ResourcePage area={CONTACT_LABEL.contacts} title={CONTACT_LABEL.edit}>
      <Edit title={false} mutationMode="pessimistic" transform={contactPayload} mutationOptions={mutationOptions} queryOptions={{ select: (c: Contact) => contactFormValues(c) as unknown as Contact }}>
        <SimpleForm noValidate validate={validate}>
          <ContactInputs />
        </SimpleForm>
      </Edit>
    </ResourcePage>
  );
}
