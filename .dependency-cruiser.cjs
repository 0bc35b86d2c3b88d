/**
 * The project's boundaries, checked by `npm run lint` (depcruise). Tests are left out of the rules:
 * they wire whole apps together on purpose.
 */

const SERVER = '^apps/server/src';
const MODULES = `${SERVER}/modules`;

/**
 * Server modules never import each other, except these. `users` is the account every creator module
 * belongs to. Two single files are shared write/reuse points, not whole modules: the activity log's
 * writers (every creator module records what it changed; donations record an approval) and the image
 * pipeline (event images go through the avatar's re-encoding). An aggregate combines the modules it
 * lists (and nothing else). The money slices `payment-connection` and `donations` are not aggregates:
 * they never import each other (donations reach the provider through `deps.access`, a port the app
 * wires).
 */
const SHARED_MODULES = ['users'];
const SHARED_FILES = [
  'activity/activity-log\\.ts$',
  'activity/donation-approved\\.ts$',
  'profile/avatar-image\\.ts$',
];
const AGGREGATES = {
  // The visitors' API: a creator's events, goal and featured music.
  public: ['events', 'goals', 'music'],
  // Server-rendered public pages: the public read model, and the views they count.
  'public-pages': ['public', 'tracking'],
  // Server-rendered app pages: the demo's public page (the landing's sample) and the featured ranking.
  'app-pages': ['public', 'featured'],
  // Dashboard figures: the goal's raised amount and the latest activity.
  stats: ['goals', 'activity'],
  // The creator's downloads: what each slice presents to its owner.
  exports: ['links', 'events', 'goals', 'donations', 'music'],
};

const sharedTargets = [...SHARED_MODULES.map((m) => `${m}/`), ...SHARED_FILES].join('|');
const allowed = (name) =>
  [`${name}/`, sharedTargets, ...(AGGREGATES[name] ?? []).map((m) => `${m}/`)].join('|');

const moduleRules = [
  {
    name: 'modules-stay-apart',
    comment: 'A server module imports another module only through a declared aggregate (see AGGREGATES).',
    severity: 'error',
    from: { path: `${MODULES}/(?!${Object.keys(AGGREGATES).join('/|')}/)([^/]+)/`, pathNot: '\\.test\\.ts$' },
    to: { path: `${MODULES}/`, pathNot: `${MODULES}/($1/|${sharedTargets})` },
  },
  ...Object.keys(AGGREGATES).map((name) => ({
    name: `aggregate-${name}`,
    comment: `The ${name} aggregate imports only the modules it declares: ${AGGREGATES[name].join(', ')}.`,
    severity: 'error',
    from: { path: `${MODULES}/${name}/`, pathNot: '\\.test\\.ts$' },
    to: { path: `${MODULES}/`, pathNot: `${MODULES}/(${allowed(name)})` },
  })),
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circles, type-only imports included.',
      severity: 'error',
      // packages/shared still has circles between a resource's three files; its restructure removes them.
      from: { pathNot: '^packages/shared/' },
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
      comment: 'Outside services sit behind ports: they never import a module or the app that wires them.',
      severity: 'error',
      from: { path: `${SERVER}/integrations/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${MODULES}/|${SERVER}/(app|app-deps|create-deps)\\.ts$` },
    },
    {
      name: 'db-without-modules',
      comment:
        'The database layer (schema, migrations, seed) never imports a module; seed-cli.ts is an entry point like server.ts.',
      severity: 'error',
      from: { path: `${SERVER}/db/`, pathNot: '\\.test\\.ts$|/db/seed-cli\\.ts$' },
      // The one exception: the statistics migration backfills the daily roll-ups with the nightly job's code.
      to: {
        path: `${MODULES}/|${SERVER}/integrations/`,
        pathNot: `${MODULES}/tracking/daily-stats-rebuild\\.ts$`,
      },
    },
    {
      name: 'modules-without-plugins',
      comment:
        'Routes get the signed-in creator from their route tree (request.auth), not from plugin internals.',
      severity: 'error',
      from: { path: `${MODULES}/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${SERVER}/plugins/` },
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
    // TypeScript 7 (native) has no compiler API for depcruise to parse with: Babel reads the sources,
    // and a plugin of ours keeps type-only imports in (see scripts/depcruise-keep-type-imports.cjs).
    babelConfig: { fileName: '.babelrc.depcruise.json' },
    tsPreCompilationDeps: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
