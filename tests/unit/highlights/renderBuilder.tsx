// Renders the Highlights builder as the app mounts it: react-admin's CoreAdminContext (the data provider, the real one
// over the stubbed fetch unless a test passes a fake) on the tool harness's query client and session.
import { MemoryRouter } from 'react-router-dom';
import { CoreAdminContext, memoryStore, type DataProvider } from 'react-admin';
import { fullPermissionTree } from '../../../src/domain/permissions';
import { HighlightsBuilderPage } from '../../../src/custom/highlights';
import { dataProvider as realDataProvider } from '../../../src/providers/dataProvider';
import { newQueryClient, renderTool } from '../inbox-tools/harness';

export function renderBuilder(dataProvider: DataProvider = realDataProvider) {
  const qc = newQueryClient();
  return renderTool(
    <MemoryRouter>
      <CoreAdminContext dataProvider={dataProvider} queryClient={qc} store={memoryStore()}>
        <HighlightsBuilderPage />
      </CoreAdminContext>
    </MemoryRouter>,
    { qc, tree: fullPermissionTree() },
  );
}
