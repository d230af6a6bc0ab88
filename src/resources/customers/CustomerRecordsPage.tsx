// /cs/customer-records: the customers resource's list at the spec's route.
import { ResourceContextProvider } from 'react-admin';
import { CustomerList } from './CustomerList';

export function CustomerRecordsPage() {
  return (
    <ResourceContextProvider value="customers">
      <CustomerList />
    </ResourceContextProvider>
  );
}
