// The yardstick of bench/dashboard-size.ts: a bare react-admin app (react-admin's own tutorial: <Admin> with a REST
// data provider and one guessed resource), built with the same react-admin, MUI and Vite as the dashboard.
import { createRoot } from 'react-dom/client';
import { Admin, EditGuesser, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('/api')}>
    <Resource name="posts" list={ListGuesser} edit={EditGuesser} />
  </Admin>,
);
