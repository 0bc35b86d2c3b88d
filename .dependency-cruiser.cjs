/**
 * The project's boundaries, checked by `npm run lint` (depcruise). Tests are left out of the rules:
 * they wire whole apps together on purpose.
 */

const SERVER = '^apps/server/src';
const MODULES = `${SERVER}/modules`;

/**
 * Server modules never import each other: what one offers another is a port (`src/ports/`), wired in
 * create-deps.ts. The account (`src/accounts/`) is the kernel every slice hangs on: any module may read it.
 */
const moduleRules = [
  {
    name: 'modules-stay-apart',
    comment: 'A server module never imports another module: it takes a port (src/ports/) instead.',
    severity: 'error',
    from: { path: `${MODULES}/([^/]+)/`, pathNot: '\\.test\\.ts$' },
    to: { path: `${MODULES}/`, pathNot: `${MODULES}/$1/` },
  },
  {
    name: 'accounts-without-modules',
    comment:
      'The account is the kernel the modules hang on: it imports no module, page, port or the app wiring.',
    severity: 'error',
    from: { path: `${SERVER}/accounts/`, pathNot: '\\.test\\.ts$' },
    to: { path: `${MODULES}/|${SERVER}/(pages|ports)/|${SERVER}/(app|app-deps|create-deps)\\.ts$` },
  },
  {
    name: 'services-stay-home',
    comment: "No module imports another module's service: it takes a port instead.",
    severity: 'error',
    from: { path: `${MODULES}/([^/]+)/`, pathNot: '\\.test\\.ts$' },
    to: { path: `${MODULES}/[^/]+/[^/]+\\.service\\.ts$`, pathNot: `${MODULES}/$1/` },
  },
  {
    name: 'services-wired-once',
    comment:
      'Outside the modules, only the composition root (create-deps.ts and its money half, create-money.ts) builds (imports) a module service.',
    severity: 'error',
    from: { path: `${SERVER}/`, pathNot: `${MODULES}/|${SERVER}/create-(deps|money)\\.ts$|\\.test\\.ts$` },
    to: { path: `${MODULES}/[^/]+/[^/]+\\.service\\.ts$` },
  },
  {
    name: 'app-deps-is-infrastructure',
    comment:
      'AppDeps and the adapters picked for it are infrastructure only: nothing they reach, even type-only, is a module or a port.',
    severity: 'error',
    from: { path: `${SERVER}/(app-deps|create-infrastructure)\\.ts$` },
    to: { path: `${MODULES}/|${SERVER}/(ports|pages)/`, reachable: true },
  },
  {
    name: 'pages-without-modules',
    comment: 'The server-rendered pages take ports (pages-deps.ts); they never import a module.',
    severity: 'error',
    from: { path: `${SERVER}/pages/`, pathNot: '\\.test\\.ts$' },
    to: { path: `${MODULES}/` },
  },
  {
    name: 'ports-stand-alone',
    comment: 'A port is a small interface no module owns: it imports no module, page, or the app.',
    severity: 'error',
    from: { path: `${SERVER}/ports/` },
    to: {
      path: `${MODULES}/|${SERVER}/(pages|lib|db|integrations)/|${SERVER}/(app|app-deps|create-deps)\\.ts$`,
    },
  },
  {
    name: 'lib-without-modules',
    comment: 'lib/ holds what any layer may use: it never imports a module, a page or the app wiring.',
    severity: 'error',
    from: { path: `${SERVER}/lib/`, pathNot: '\\.test\\.ts$' },
    to: { path: `${MODULES}/|${SERVER}/pages/|${SERVER}/(app|app-deps|create-deps)\\.ts$` },
  },
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circles, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-features-stay-apart',
      comment: 'A web feature never imports another; pages that combine features live in app/routes.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'components-without-features',
      comment: 'Layout and UI building blocks never import a feature; the app passes features in.',
      severity: 'error',
      from: { path: '^apps/web/src/components/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/web/src/features/' },
    },
    ...moduleRules,
    {
      name: 'integrations-without-modules',
      comment:
        'Outside services sit behind ports: they never import a module, a page or the app that wires them (simulators take plain values).',
      severity: 'error',
      from: { path: `${SERVER}/integrations/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${MODULES}/|${SERVER}/pages/|${SERVER}/(app|app-deps|create-deps)\\.ts$` },
    },
    {
      name: 'product-without-simulators',
      comment:
        "Product code never leans on a stand-in: no simulator, fake server (integrations/*/testing) or test helper (apps/server/test), even type-only. The simulators are mounted through integrations/mount-simulators.ts and created by the integrations' create-* factories; the demo seed (cli/seed) drives them.",
      severity: 'error',
      from: {
        path: `${SERVER}/(modules|pages|http|accounts|lib|db|ports|web|plugins|config)/|${SERVER}/(app|app-deps)\\.ts$|^apps/web/src/`,
        pathNot: '\\.test\\.tsx?$|/testing/',
      },
      to: {
        path: `${SERVER}/integrations/(simulator-|[^/]+/simulator[/-]|[^/]+/testing/)|^apps/server/test/`,
      },
    },
    {
      name: 'db-without-modules',
      comment:
        'The database layer (schema, migrations, seed, shared writers) never imports a module, a page or an outside service; a shipped migration carries its own code.',
      severity: 'error',
      from: { path: `${SERVER}/db/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${MODULES}/|${SERVER}/(integrations|pages)/` },
    },
    {
      name: 'modules-without-plugins',
      comment:
        'Routes get the signed-in creator from their route tree (request.auth), not from plugin internals.',
      severity: 'error',
      from: { path: `${SERVER}/(modules|pages)/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${SERVER}/plugins/` },
    },
    {
      name: 'product-without-test-code',
      comment:
        'The fakes and helpers under apps/server/test/ are for tests only: server code never imports them (test helpers in `testing/` folders may).',
      severity: 'error',
      from: { path: `${SERVER}/`, pathNot: '\\.test\\.ts$|/testing/' },
      to: { path: '^apps/server/test/' },
    },
    {
      name: 'shared-stands-alone',
      comment: 'packages/shared is used by both sides and imports neither.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // TypeScript 7 (native) has no compiler API for depcruise to parse with: Babel parses the sources,
    // and a plugin of ours hands depcruise only the modules each file names, type-only imports
    // included (see scripts/depcruise-keep-type-imports.cjs). `npm run lint:boundaries` keeps the
    // result in node_modules/.cache/dependency-cruiser, reused while no source, rule or plugin changed.
    babelConfig: { fileName: '.babelrc.depcruise.json' },
    tsPreCompilationDeps: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
