// /cs/create-instance: a new customer project with its first admin, who gets an invitation mail
// (POST app/customers, createInstanceSchema on both sides).
import { Card, CardContent } from '@mui/material';
import { ResourceContextProvider, SelectInput, TextInput, useCreate, useNotify, useRedirect } from 'react-admin';
import { createInstanceSchema, type CreateInstanceInput } from '../../domain/schemas/team';
import { DEFAULT_PLAN } from '../../domain/plans';
import { SchemaForm } from '../../ui/forms/SchemaForm';
import { RESOURCE_LABEL, RESOURCE_MSG } from '../shared/labels';
import { ResourcePage } from '../shared/ResourcePage';
import { CsOnly } from './CsOnly';
import { CUSTOMER_RECORDS_PATH } from './paths';
import { PLAN_CHOICES } from './plans';

function CreateInstanceForm() {
  const [create] = useCreate();
  const notify = useNotify();
  const redirect = useRedirect();
  const submit = async (values: CreateInstanceInput) => {
    // returnPromise: the form needs the failure to show the server's field errors (httpClient toasts it).
    await create('customers', { data: values }, { returnPromise: true, onError: () => {} });
    notify(RESOURCE_MSG.instanceCreated(values.adminEmail), { type: 'success' });
    redirect(CUSTOMER_RECORDS_PATH);
  };
  return (
    <SchemaForm schema={createInstanceSchema} submitLabel={RESOURCE_LABEL.createInstance} onSubmit={submit} defaultValues={{ plan: DEFAULT_PLAN as CreateInstanceInput['plan'] }}>
      <TextInput source="company" label={RESOURCE_LABEL.company} fullWidth />
      <TextInput source="adminName" label={RESOURCE_LABEL.adminName} fullWidth />
      <TextInput source="adminEmail" label={RESOURCE_LABEL.adminEmail} type="email" fullWidth />
      <SelectInput source="plan" label={RESOURCE_LABEL.plan} choices={PLAN_CHOICES} fullWidth />
    </SchemaForm>
  );
}

export function CreateInstancePage() {
  return (
    <CsOnly>
      <ResourceContextProvider value="customers">
        <ResourcePage
          area="Create Instance"
          subtitle="The admin gets an invitation mail to choose a password. The email address must not have an account yet."
        >
          <Card sx={{ maxWidth: 560 }}>
            <CardContent>
              <CreateInstanceForm />
            </CardContent>
          </Card>
        </ResourcePage>
      </ResourceContextProvider>
    </CsOnly>
  );
}
