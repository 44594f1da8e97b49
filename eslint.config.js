import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { readFileSync } from 'node:fs';

/** Third-party packages each layer may use (docs/ARCHITECTURE.md), besides its allowed layers. */
const PURE = [
  'fp-ts',
  'fp-ts/*',
  'luxon',
  'libphonenumber-js',
  'libphonenumber-js/*',
  'papaparse',
  'encoding-japanese',
];
const EXTERNALS = {
  domain: PURE,
  application: [...PURE, 'inversify'],
  infrastructure: [
    ...PURE,
    'io-ts',
    'io-ts/*',
    'qs-esm',
    'inversify',
    'msw',
    'msw/*',
    '@faker-js/faker',
    '@holiday-jp/holiday_jp',
  ],
  ui: [
    ...PURE,
    'inversify',
    'rxjs',
    'rxjs/*',
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    'react-router-dom',
    '@chakra-ui/react',
    '@chakra-ui/react/*',
    'chakra-theme',
    'chakra-theme/*',
    'final-form',
    'react-final-form',
    '@emotion/react',
    // Emotion's serializer and inserter, which Chakra's elements use: ui/shared/staticStyles.ts, once per page
    '@emotion/serialize',
    '@emotion/cache',
    '@emotion/utils',
    // the share card's QR code (ui/visitors/QrCode.tsx), loaded with it only
    'qrcode',
    // Ark's dialog parts, which Chakra's drawer styles: the phone's drawer with classes computed once
    // (ui/shell/ConsoleMenus.tsx); the version Chakra pins (the rule matches the package, not its subpath)
    '@ark-ui/react',
  ],
};

/** Selectors every file keeps (a later block's no-restricted-syntax replaces the earlier one's list, so it repeats these). */
const RESTRICTED_EVERYWHERE = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'dangerouslySetInnerHTML is not allowed: render text, never HTML.',
  },
  {
    selector: "Property[key.name='dangerouslySetInnerHTML']",
    message: 'dangerouslySetInnerHTML is not allowed: render text, never HTML.',
  },
  // a Chakra Spinner is a span: aria-label there is axe's serious aria-prohibited-attr
  {
    selector: "JSXOpeningElement[name.name='Spinner'] > JSXAttribute[name.name='aria-label']",
    message:
      'A Spinner cannot carry aria-label: use BusySpinner or Loading (ui/shared/States.tsx), which say it in hidden text.',
  },
];

/** The first segments of the console's routes ('locks', 'account_connection'...), read from the route table itself. */
const ROUTE_PREFIXES = [
  ...new Set(
    [
      ...readFileSync(new URL('./src/ui/shell/routeTable.ts', import.meta.url), 'utf8').matchAll(
        /route\('[^']+', '\/([^/:']+)/g,
      ),
    ].map((m) => m[1]),
  ),
];
const CONSOLE_PATH = `/^\\/(${ROUTE_PREFIXES.join('|')})(\\/|\\?|#|$)/`;
const LITERAL_PATH_MESSAGE =
  "A console path is written by its route name: pathOf('locks-logs', { id }) from ui/shell/routeTable.ts, never a literal path.";
const LITERAL_PATH_SELECTORS = [
  { selector: `Literal[value=${CONSOLE_PATH}]`, message: LITERAL_PATH_MESSAGE },
  {
    selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${CONSOLE_PATH}]`,
    message: LITERAL_PATH_MESSAGE,
  },
];
/** Plan gating has one way: the plan's context and presenter are read by PlanGate.tsx (and PlanContext.tsx, which provides it). */
const PLAN_MESSAGE =
  'A view reads the plan through ui/shared/PlanGate.tsx: <PlanGate allows={rule}>, usePlanGate(rule), usePlanValue(select) or usePlanStatus().';
const PLAN_SELECTORS = [
  {
    selector: "ImportDeclaration[source.value=/PlanContext$/] ImportSpecifier[imported.name='usePlan']",
    message: PLAN_MESSAGE,
  },
  {
    selector:
      "ImportDeclaration[importKind!='type'][source.value=/PlanPresenter$/] ImportSpecifier[importKind!='type'][imported.name='PlanPresenter']",
    message: PLAN_MESSAGE,
  },
];

/**
 * One presenter lifecycle: usePresenter (ui/shared/di.tsx) opens a presenter with its parameters on mount and when
 * they change, and disposes it; a view's own effect never starts or drives one. The starts of before (open, load,
 * start...) are caught by name, and any call on a `presenter` in an effect; what only the DOM can tell an intent comes
 * through the kit's DOM hooks (ui/shared/domHooks.ts).
 */
const LIFECYCLE_MESSAGE =
  "A view does not start or drive its presenter from an effect: usePresenter(Presenter, params) opens it on mount and when the params change (ui/shared/di.tsx); a DOM event reaches an intent through the kit's DOM hooks (ui/shared/domHooks.ts).";
const IN_EFFECT =
  ':matches(CallExpression[callee.name=/^use(Layout|Insertion)?Effect$/], CallExpression[callee.property.name=/^use(Layout|Insertion)?Effect$/])';
const STARTS = '/^(open|load|start|startNew|forLock|forGroup|release|loadNews|signOut|search|reload|read|refresh)$/';
const LIFECYCLE_SELECTORS = [
  { selector: `${IN_EFFECT} CallExpression[callee.property.name=${STARTS}]`, message: LIFECYCLE_MESSAGE },
  {
    selector: `${IN_EFFECT} CallExpression[callee.object.name=/(^p|P)resenter$/]:not([callee.property.name=${STARTS}])`,
    message: LIFECYCLE_MESSAGE,
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-demo/**',
      'dist-mockhttp/**',
      'node_modules/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': ['error', ...RESTRICTED_EVERYWHERE],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'boundaries/include': ['src/**/*'],
      // static imports alone leave holes: `export … from` and `import()` cross layers just as well
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'domain', pattern: 'src/domain/**' },
        { type: 'application', pattern: 'src/application/**' },
        { type: 'infrastructure', pattern: 'src/infrastructure/**' },
        { type: 'ui', pattern: 'src/ui/**' },
        { type: 'main', pattern: 'src/main.ts', mode: 'file' },
        // the composition root's second half (Inversify, adapters, screens), loaded by main.ts on first need
        { type: 'main', pattern: 'src/compose.ts', mode: 'file' },
        // feature descriptors: the composition of one feature (bindings, world part, screens)
        { type: 'main', pattern: 'src/features/*.ts', mode: 'file' },
        { type: 'ambient', pattern: 'src/vite-env.d.ts', mode: 'file' },
      ],
    },
    rules: {
      // a file in a folder of no layer would escape every rule below; so would an import of one
      'boundaries/no-unknown-files': 'error',
      'boundaries/no-unknown': 'error',
      // nor may src reach outside src (scripts/, test/): those files belong to no layer
      'boundaries/no-ignored': 'error',
      // no import cycle in src, dynamic import() included (type-only cycles: test/lint/cycles.test.ts)
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // the dependency rule of docs/ARCHITECTURE.md, enforced rather than hoped for
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message: '${file.type} must not import ${dependency.type} (see docs/ARCHITECTURE.md, the dependency rule)',
          rules: [
            { from: 'domain', allow: ['domain'] },
            { from: 'application', allow: ['domain', 'application'] },
            { from: 'infrastructure', allow: ['domain', 'application', 'infrastructure'] },
            { from: 'ui', allow: ['domain', 'application', 'ui'] },
            { from: 'main', allow: ['domain', 'application', 'infrastructure', 'ui', 'main'] },
            { from: 'ambient', allow: [] },
          ],
        },
      ],
      'boundaries/external': [
        'error',
        {
          default: 'disallow',
          message: '${file.type} must not import the package ${dependency.source}',
          rules: [
            { from: 'domain', allow: EXTERNALS.domain },
            { from: 'application', allow: EXTERNALS.application },
            { from: 'infrastructure', allow: EXTERNALS.infrastructure },
            { from: 'ui', allow: EXTERNALS.ui },
            { from: 'main', allow: ['*', '**'] },
            { from: 'ambient', allow: ['vite/client'] },
          ],
        },
      ],
    },
  },
  {
    // navigation by route name only: the route table is the one place a console path is written
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['src/ui/shell/routeTable.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...RESTRICTED_EVERYWHERE, ...LITERAL_PATH_SELECTORS, ...PLAN_SELECTORS],
    },
  },
  {
    // one presenter lifecycle, outside the kit (ui/shared: usePresenter, the DOM hooks) and where the container meets
    // the router (the root layout starts the version check, the session follower reads the auth store: no presenter)
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: [
      'src/ui/shared/**',
      'src/ui/shell/routeTable.ts',
      'src/ui/shell/RootLayout.tsx',
      'src/ui/shell/SessionFollower.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...RESTRICTED_EVERYWHERE,
        ...LITERAL_PATH_SELECTORS,
        ...PLAN_SELECTORS,
        ...LIFECYCLE_SELECTORS,
      ],
    },
  },
  {
    // the one reader of the plan (PlanGate.tsx) and its provider (PlanContext.tsx)
    files: ['src/ui/shared/PlanGate.tsx', 'src/ui/shared/PlanContext.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...RESTRICTED_EVERYWHERE, ...LITERAL_PATH_SELECTORS],
    },
  },
  {
    // a view renders what its presenter says: the Either of an answer is unwrapped in a presenter (or a .ts beside it)
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fp-ts', 'fp-ts/*'],
              message: 'A view (.tsx) does not read fp-ts: its presenter turns the answer into state.',
            },
          ],
        },
      ],
    },
  },
  {
    // infrastructure talks to application only through ports
    files: ['src/infrastructure/**/*.{ts,tsx}'],
    // the container modules are the composition area: they bind use cases too
    ignores: ['src/infrastructure/container/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+application/(?!([a-zA-Z]+/)?ports/)',
              message:
                'infrastructure may import ports only: application/ports (shared) or application/<feature>/ports',
            },
          ],
        },
      ],
    },
  },
  {
    // presenters depend on use cases and views resolve presenters: ui imports no port token (a port's types
    // are fine: a card form's SecureFieldsState, a NewsItem), and no view resolves a service from the container
    files: ['src/ui/**/*.{ts,tsx}'],
    // where the container meets the router (the DI bridge, the guard, the session follower), the dev menu of the
    // demo world, and ConsoleForm's draft store (bound only where drafts are kept)
    ignores: [
      'src/ui/shared/di.tsx',
      'src/ui/shell/guard.ts',
      'src/ui/shell/RootLayout.tsx',
      'src/ui/shell/SessionFollower.tsx',
      'src/ui/dev/**',
      'src/ui/shared/ConsoleForm.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+application/([a-zA-Z]+/)?ports/',
              allowTypeImports: true,
              message:
                'ui depends on use cases, not ports: inject a use case (application/<feature>/), import only types of a port',
            },
            {
              regex: '(^|/)shared/di$|^\\./di$',
              importNames: ['useService', 'useOptionalService'],
              message: 'a view resolves its presenter (usePresenter), never a use case or a port',
            },
            // the base presenter makes the requests it cancels on dispose (Presenter.ts); types are fine
            {
              regex: '(^|/)shared/(LatestRequest|PagedQuery)$',
              allowTypeImports: true,
              message:
                'a presenter makes its requests with this.latestRequest() / this.pagedQuery(...), which dispose() cancels',
            },
          ],
        },
      ],
    },
  },
);
