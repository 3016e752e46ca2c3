// Boundaries of the code, checked by `npm run lint` (docs/architecture.md says why each exists).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle makes the order of initialisation an accident.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-features-are-independent',
      severity: 'error',
      comment: 'A web feature does not import another; app/ composes them.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'database-only-through-repositories',
      severity: 'error',
      comment:
        'SQL lives in *.repository.ts and db/; services and routes call repositories (type imports are fine).',
      from: {
        path: '^apps/server/src/',
        pathNot: [
          '\\.repository\\.ts$',
          '^apps/server/src/db/',
          '\\.test\\.ts$',
          '^apps/server/src/test/',
        ],
      },
      to: { path: 'node_modules/kysely/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'routes-call-services',
      severity: 'error',
      comment: 'A route handler makes one service call; only services reach repositories.',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'render-uses-module-services',
      severity: 'error',
      comment:
        "Server rendering reaches a module through its service, the module's public entry: never its repository, entities or other internals. A route it serves is guarded by the auth module's guards, as every route is.",
      from: { path: '^apps/server/src/render/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['\\.service\\.ts$', '^apps/server/src/modules/auth/guard\\.ts$'],
      },
    },
    {
      name: 'features-meet-through-services',
      severity: 'error',
      comment:
        "A feature reads another feature's data through that feature's service, never its repository: the repository's SQL is its own feature's.",
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]+\\.repository\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'modules-below-http-and-render',
      severity: 'error',
      comment:
        'Features are what http/ plumbing and render/ pages use; they import neither (app.ts wires them together).',
      from: { path: '^apps/server/src/modules/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(render|http)/' },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'The contract is shared by server and web: it imports neither.',
      from: { path: '^packages/contract/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'dependencies-declared-where-imported',
      severity: 'error',
      comment:
        "A package is imported only by a workspace whose own package.json declares it (npm's hoisting would hide the gap). A Vite plugin's virtual module (`virtual:messages/<language>`, apps/web/messages-plugin.ts) is no package.",
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown', 'unknown'], pathNot: '^virtual:' },
    },
    {
      name: 'contract-declared-where-imported',
      severity: 'error',
      comment:
        'The workspaces that declare @portfolio/contract in their package.json (a workspace import resolves to its source, which the rule above cannot see).',
      from: { pathNot: '^(apps/server|apps/web|e2e|bench|packages/contract)/' },
      to: { path: '^packages/contract/' },
    },
    {
      name: 'web-and-server-apart',
      severity: 'error',
      comment: 'They share only the contract; the server loads the web build, never its sources.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-does-not-import-web-sources',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/web/src/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(apps|packages)/[^/]+/dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
