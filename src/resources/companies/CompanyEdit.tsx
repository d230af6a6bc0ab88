// Editing a company: its name and the account owner (a user of the project).
import { AutocompleteInput, Edit, ReferenceInput, SimpleForm, TextInput, type RaRecord } from 'react-admin';
import { companySchema } from '../../domain/contacts';
import { yupValidate } from '../../ui/forms/yupValidate';
import { ResourcePage } from '../shared/ResourcePage';
import { useSaveHandlers } from '../shared/useSaveHandlers';
import { CONTACT_LABEL } from '../contacts/labels';

export const COMPANY_SAVED = 'Company saved';
const validate = yupValidate(companySchema);
const payload = (v: Partial<RaRecord>) => companySchema.cast({ name: v.name ?? '', ownerUserId: v.ownerUserId ?? null }, { stripUnknown: true, assert: false });

export function CompanyEdit() {
  const mutationOptions = useSaveHandlers({ success: COMPANY_SAVED, redirect: 'show' });
  return (
    <ResourcePage area={CONTACT_LABEL.companies} title={CONTACT_LABEL.edit}>
      <Edit title={false} mutationMode="pessimistic" transform={payload} mutationOptions={mutationOptions}>
        <SimpleForm noValidate validate={validate} sx={{ maxWidth: 520 }}>
          <TextInput source="name" label={CONTACT_LABEL.name} fullWidth />
          <ReferenceInput source="ownerUserId" reference="users">
            <AutocompleteInput label={CONTACT_LABEL.owner} optionText="name" fullWidth />
          </ReferenceInput>
        </SimpleForm>
      </Edit>
    </ResourcePage>
  );
}
