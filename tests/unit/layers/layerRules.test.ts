// Issue 24: the layer rules of .dependency-cruiser.cjs (run by `npm run lint:layers` in `npm test`). On a small tree
// that breaks each rule once they name every breach; on the dashboard's own src/ the layer rules hold (src/resources
// imported src/custom until the shared UI floor, src/ui, took what both use).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';

const config = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs') as IConfiguration;
const RESOLVE = { extensions: ['.ts', '.tsx', '.js'] };

async function violations(baseDir: string, folders: string[]) {
  const { output } = await cruise(folders, { ruleSet: { forbidden: config.forbidden }, validate: true, tsPreCompilationDeps: true, baseDir, doNotFollow: { path: 'node_modules' }, exclude: { path: 'node_modules' } }, RESOLVE);
  return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

/** A tree of one-line modules, each importing the given paths. */
function tree(files: Record<string, string[]>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-layers-'));
  for (const [file, imports] of Object.entries(files)) {
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    const lines = imports.map((to, i) => `import * as m${i} from '${path.relative(path.dirname(file), to).replace(/^(?!\.)/, './').replace(/\.ts$/, '')}';\nvoid m${i};`);
    fs.writeFileSync(path.join(root, file), `${lines.join('\n')}\nexport const here = '${file}';\n`);
  }
  return root;
}

describe('layer rules', () => {
  it('name every import that runs back up, every circle and every direct httpClient call', async () => {
    const root = tree({
      'src/domain/rules.ts': ['src/providers/httpClient.ts'],
      'src/providers/httpClient.ts': ['src/ui/Modal.ts'],
      'src/ui/Modal.ts': ['src/resources/users.ts'],
      'src/resources/users.ts': ['src/custom/page.ts'],
      'src/custom/page.ts': ['src/providers/httpClient.ts', 'server/app.ts'],
      'server/app.ts': ['mock-server/fake.ts', 'src/ui/Modal.ts'],
      'mock-server/fake.ts': ['server/lib.ts'],
      'server/lib.ts': [],
      'widget/widget.ts': ['src/providers/httpClient.ts'],
      'demo/main.ts': ['server/app.ts', 'mock-server/fake.ts'],
      'src/domain/a.ts': ['src/domain/b.ts'],
      'src/domain/b.ts': ['src/domain/a.ts'],
    });
    const found = await violations(root, ['src', 'server', 'mock-server', 'widget', 'demo']);
    for (const expected of [
      'domain-imports-nothing-of-ours: src/domain/rules.ts -> src/providers/httpClient.ts',
      'providers-import-only-domain: src/providers/httpClient.ts -> src/ui/Modal.ts',
      'ui-imports-only-providers-and-domain: src/ui/Modal.ts -> src/resources/users.ts',
      'resources-do-not-import-custom: src/resources/users.ts -> src/custom/page.ts',
      'custom-stays-in-src: src/custom/page.ts -> server/app.ts',
      'only-providers-call-httpClient: src/custom/page.ts -> src/providers/httpClient.ts',
      'server-imports-only-server-and-domain: server/app.ts -> mock-server/fake.ts',
      'server-imports-only-server-and-domain: server/app.ts -> src/ui/Modal.ts',
      'fakes-import-only-fakes-and-domain: mock-server/fake.ts -> server/lib.ts',
      'widget-imports-only-widget-and-domain: widget/widget.ts -> src/providers/httpClient.ts',
    ]) {
      expect(found).toContain(expected);
    }
    expect(found.filter((v) => v.startsWith('no-circular: src/domain/'))).not.toEqual([]);
    // demo/ (npm start's entry) may import the server and the fakes.
    expect(found.filter((v) => v.includes(': demo/'))).toEqual([]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("name every server import that runs back up its layers: top -> routes/plugins -> services -> realtime/jobs -> db -> lib", async () => {
    const root = tree({
      'server/app.ts': ['server/routes/inbox.ts', 'server/config.ts'],
      'server/config.ts': [],
      'server/routes/inbox.ts': ['server/plugins/auth.ts', 'server/services/inbox.ts', 'server/config.ts'],
      'server/plugins/auth.ts': ['server/lib/caller.ts'],
      'server/services/inbox.ts': ['server/plugins/auth.ts', 'server/config.ts', 'server/realtime/hub.ts', 'server/db/repo.ts'],
      'server/integrations/slack/routes.ts': ['server/plugins/auth.ts'],
      'server/integrations/registry.ts': ['server/plugins/errors.ts'],
      'server/plugins/errors.ts': [],
      'server/cluster/bus.ts': ['server/realtime/hub.ts'],
      'server/realtime/hub.ts': ['server/cluster/bus.ts', 'server/plugins/validate.ts'],
      'server/plugins/validate.ts': [],
      'server/jobs/queue.ts': ['server/services/inbox.ts'],
      'server/db/repo.ts': ['server/lib/caller.ts'],
      'server/db/builders.ts': ['server/services/inbox.ts', 'server/app.ts'],
      'server/db/seed.ts': ['server/services/inbox.ts'],
      'server/lib/caller.ts': [],
      'server/lib/clock.ts': ['server/db/repo.ts'],
    });
    const found = (await violations(root, ['server'])).filter((v) => !v.startsWith('no-circular'));
    expect(found.sort()).toEqual([
      'server-config-read-at-the-top: server/services/inbox.ts -> server/config.ts',
      'server-db-imports-only-db-and-lib: server/db/builders.ts -> server/app.ts',
      'server-db-imports-only-db-and-lib: server/db/builders.ts -> server/services/inbox.ts',
      'server-lib-imports-only-lib: server/lib/clock.ts -> server/db/repo.ts',
      'server-realtime-and-jobs-below-services: server/jobs/queue.ts -> server/services/inbox.ts',
      'server-realtime-and-jobs-below-services: server/realtime/hub.ts -> server/cluster/bus.ts',
      'server-realtime-and-jobs-below-services: server/realtime/hub.ts -> server/plugins/validate.ts',
      'server-services-below-routes-and-plugins: server/integrations/registry.ts -> server/plugins/errors.ts',
      'server-services-below-routes-and-plugins: server/realtime/hub.ts -> server/plugins/validate.ts',
      'server-services-below-routes-and-plugins: server/services/inbox.ts -> server/plugins/auth.ts',
      'server-top-files-imported-from-above-only: server/db/builders.ts -> server/app.ts',
    ]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("hold on the dashboard's src/: ui and providers sit below resources, resources below custom", async () => {
    const layers = ['domain-imports-nothing-of-ours', 'providers-import-only-domain', 'ui-imports-only-providers-and-domain', 'resources-do-not-import-custom', 'custom-stays-in-src'];
    const found = await violations(process.cwd(), ['src']);
    expect(found.filter((v) => layers.includes(v.split(':')[0]))).toEqual([]);
  }, 120_000);
});
