// Parley's layer rules, checked by `npm run lint:layers` (part of `npm test`). Imports point down only:
//   src/custom -> src/resources -> src/ui -> src/providers -> src/domain
// server/, mock-server/ (the fakes), widget/ and demo/ (the dev entry that starts server and fakes together) are
// apart; each may reach into src/domain (pure rules shared with the browser) and nothing else of src/.
// Inside server/ imports point down too:
//   server/*.ts (app, server, main, config) -> routes, plugins -> services, integrations, cluster -> realtime, jobs
//   -> db -> lib -> src/domain
// cluster/ adapts the realtime hub to Redis (it implements the hub's relay), so it sits above realtime/; a provider's
// own routes (integrations/<provider>/routes.ts) are routes. The demo seed (server/db/seed*) is on its way to demo/.
// tests/, bench/ and scripts/ may import anything: they are not cruised.
/** Outside the folder itself and src/domain: a path in another top-level folder of ours. */
const OURS = '^(src|server|mock-server|widget|demo|tests|bench|scripts)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'A circle has no bottom: split the shared part into a module both import. Type-only imports are erased by the compiler, so an interface may name the types of what implements it (the provider interface and its capabilities); a circle of values is what breaks load order.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      comment: 'src/domain is the ground floor, shared by the dashboard, the server and the widget.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: OURS, pathNot: '^src/domain/' },
    },
    {
      name: 'providers-import-only-domain',
      comment: 'src/providers (data provider, HTTP client, browser access) sits on src/domain only.',
      severity: 'error',
      from: { path: '^src/providers/' },
      to: { path: OURS, pathNot: '^src/(providers|domain)/' },
    },
    {
      name: 'ui-imports-only-providers-and-domain',
      comment: 'src/ui is the shared UI floor (forms, modal, page frame, session): no page code above it.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: OURS, pathNot: '^src/(ui|providers|domain)/' },
    },
    {
      name: 'resources-do-not-import-custom',
      comment: 'react-admin resources sit below the custom pages; move what both need into src/ui.',
      severity: 'error',
      from: { path: '^src/resources/' },
      to: { path: OURS, pathNot: '^src/(resources|ui|providers|domain)/' },
    },
    {
      name: 'custom-stays-in-src',
      comment: 'The dashboard is a browser bundle: nothing from the server, the fakes or the widget.',
      severity: 'error',
      from: { path: '^src/custom/' },
      to: { path: OURS, pathNot: '^src/' },
    },
    {
      name: 'server-imports-only-server-and-domain',
      comment: 'The production server knows the fakes only by their URLs; it shares src/domain with the dashboard.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: OURS, pathNot: '^(server|src/domain)/' },
    },
    {
      name: 'server-top-files-imported-from-above-only',
      comment: 'app.ts, server.ts, main.ts and the like assemble the server; inside it only routes and plugins read config.ts (its types).',
      severity: 'error',
      from: { path: '^server/[^/]+/' },
      to: { path: '^server/[^/]+[.]ts$', pathNot: '^server/config[.]ts$' },
    },
    {
      name: 'server-config-read-at-the-top',
      comment: 'Configuration is read once at the top and passed down (issue 24): below routes nothing imports config.ts.',
      severity: 'error',
      from: { path: '^server/(services|integrations|cluster|realtime|jobs|db|lib)/', pathNot: '^server/db/seed' },
      to: { path: '^server/config[.]ts$' },
    },
    {
      name: 'server-services-below-routes-and-plugins',
      comment: 'Services, integrations, the cluster, realtime and jobs know no route or Fastify plugin: take ApiError, validate and Caller from server/lib.',
      severity: 'error',
      from: { path: '^server/(services|integrations|cluster|realtime|jobs)/', pathNot: '^server/integrations/[^/]+/routes[.]ts$' },
      to: { path: '^server/(routes|plugins)/' },
    },
    {
      name: 'server-realtime-and-jobs-below-services',
      comment: 'The realtime hub and the job queue serve the services; what they need of a service is an interface of their own.',
      severity: 'error',
      from: { path: '^server/(realtime|jobs)/' },
      to: { path: '^server/(services|integrations|cluster|routes|plugins)/' },
    },
    {
      name: 'server-db-imports-only-db-and-lib',
      comment: 'Repositories and builders hold the SQL and the rows; they call no service (the demo seed, moving to demo/, excepted).',
      severity: 'error',
      from: { path: '^server/db/', pathNot: '^server/db/seed' },
      to: { path: '^server/', pathNot: '^server/(db|lib)/' },
    },
    {
      name: 'server-lib-imports-only-lib',
      comment: 'server/lib (clock, hashing, keys, errors, validation) is what every server layer may use.',
      severity: 'error',
      from: { path: '^server/lib/' },
      to: { path: '^server/', pathNot: '^server/lib/' },
    },
    {
      name: 'fakes-import-only-fakes-and-domain',
      comment: 'mock-server/ stands in for third parties: it must not borrow the code it is meant to check.',
      severity: 'error',
      from: { path: '^mock-server/' },
      to: { path: OURS, pathNot: '^(mock-server|src/domain)/' },
    },
    {
      name: 'widget-imports-only-widget-and-domain',
      comment: 'The visitor widget is its own small bundle on customers\u2019 sites.',
      severity: 'error',
      from: { path: '^widget/' },
      to: { path: OURS, pathNot: '^(widget|src/domain)/' },
    },
    {
      name: 'only-providers-call-httpClient',
      comment:
        'Pages reach the backend through the data provider or the typed client in src/providers, not httpClient directly.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/providers/' },
      to: { path: '^src/providers/httpClient' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count too: a type that runs back up is the same bend in the layers.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
