// One customer record.
import { DateField, FunctionField, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { CsOnly } from './CsOnly';
import { planName } from './plans';
import { ResourcePage } from '../shared/ResourcePage';

export function CustomerShow() {
  return (
    <CsOnly>
      <ResourcePage area="Customer Records" title="Customer record">
        <Show disableAuthentication title={false}>
          <SimpleShowLayout>
            <TextField source="name" label="Company" />
            <TextField source="id" label="Project id" />
            <FunctionField label="Plan" render={(r: { plan?: string }) => planName(r.plan)} />
            <NumberField source="users" label="Users" />
            <NumberField source="userLimit" label="User limit" />
            <NumberField source="conversations" label="Conversations" />
            <DateField source="createdAt" label="Created" showTime transform={(s: number) => new Date(s * 1000)} />
          </SimpleShowLayout>
        </Show>
      </ResourcePage>
    </CsOnly>
  );
}
