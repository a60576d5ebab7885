import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      // Generated from the API document (npm run generate -w packages/client).
      'packages/client/src/schema.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['apps/web/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  {
    // Imports are resolved as TypeScript resolves them, so the layer rules below see every one.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
      // no-cycle follows only the files it can parse: TypeScript's, with TypeScript's parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  // --- The web app's layers -------------------------------------------------------------------
  // Routes compose features and layouts; a feature never reaches into another feature or up into
  // the routes and layouts; components/, lib/ and the test helpers serve everyone and so import
  // none of those, and lib/ no component. A new folder under features/ gets its zone by itself.
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...readdirSync(new URL('./apps/web/app/features', import.meta.url)).map((feature) => ({
              target: `./apps/web/app/features/${feature}`,
              from: './apps/web/app/features',
              except: [`./${feature}`],
              message:
                'A feature never imports another feature: move what both need to components/ or lib/, or compose the two in a route.',
            })),
            {
              target: './apps/web/app/features',
              from: [
                './apps/web/app/routes',
                './apps/web/app/routes.ts',
                './apps/web/app/layouts',
                './apps/web/app/root.tsx',
              ],
              message: 'A feature never imports the routes or layouts that compose it.',
            },
            {
              target: './apps/web/app/layouts',
              from: ['./apps/web/app/routes', './apps/web/app/routes.ts'],
              message: 'Layouts are composed by routes, never the other way round.',
            },
            {
              target: ['./apps/web/app/components', './apps/web/app/lib', './apps/web/app/test'],
              from: [
                './apps/web/app/features',
                './apps/web/app/layouts',
                './apps/web/app/routes',
                './apps/web/app/routes.ts',
                './apps/web/app/root.tsx',
              ],
              message:
                'components/, lib/ and test/ serve every feature, so they import no feature, layout or route.',
            },
            {
              target: './apps/web/app/lib',
              from: './apps/web/app/components',
              message: 'lib/ holds no React components and imports none.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // --- end of the web app's layers ------------------------------------------------------------
  endpointsFromTheContract(),
  {
    // The dark theme turns bg-surface dark and the greys of text light (app.css): a bg-white
    // surface stays white behind text that became near-white.
    files: ['apps/web/app/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value', 'TemplateElement[value.raw'].map((node) => ({
          selector: `${node}=/(^|[\\s:])bg-white($|\\s)/]`,
          message:
            'Use bg-surface, which the dark theme turns dark; bg-white stays white behind text it turns light.',
        })),
        // One rule's settings replace another's for the same files, so each repeats these.
        ...apiPathSelectors(),
      ],
    },
  },
  serverLayers(),
  ...tableOwnership(),
  checkTypesInTheirModules(),
  {
    // A route declares its schema, auth mode and rate limit and calls a service: no SQL.
    files: ['apps/server/src/modules/**/routes.ts', 'apps/server/src/modules/**/*-routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema.js', '**/db/schema/*'],
              message: 'Routes run no queries: call a service of the module.',
            },
            {
              group: ['**/db/client.js'],
              allowTypeImports: true,
              message: 'Routes run no queries: they may name the Db type to hand it to a service.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tenancy: a workspace's rows are read and changed through db/tenancy.ts's workspaceRows,
    // which adds the workspace to every statement; a filter of one's own can be forgotten.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name="eq"][arguments.0.property.name="workspaceId"][arguments.0.object.name!="workspaceMembers"]',
          message:
            "Reach a workspace's rows through workspaceRows (db/tenancy.ts), not a filter of your own.",
        },
        ...apiPathSelectors(),
      ],
    },
  },
  {
    // Tests read JSON answers whose shape the assertions themselves check.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/e2e/**/*.ts', 'apps/server/src/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  realTimersInTests(),
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.node },
    },
  },
);

/**
 * The server's layers. main.ts, commands.ts, server.ts, probe.ts, services.ts and app.ts compose;
 * modules/ hold the domain, each importing only modules of a lower tier; plugins/, lib/, db/ and
 * config.ts import no module (and lib/ no database). Route files run no SQL: they call a service.
 * Tests compose everything and are left out. A new module must be given a tier here, or lint
 * says so.
 */
function serverLayers() {
  const src = './apps/server/src';
  const tiers = [
    // The audit log: every module that changes a workspace writes to it.
    ['audit'],
    // Leaves but the audit log.
    ['results', 'scheduler', 'checks', 'inbox', 'incidents', 'maintenance', 'contact'],
    ['heartbeats', 'events', 'push', 'me'],
    ['plans', 'instance-health'],
    ['workspaces', 'channels'],
    // Status page subscribers: subscribing, and sending them updates (the dispatcher calls it).
    ['auth', 'monitors', 'api-keys', 'subscribers'],
    ['analytics', 'billing', 'alerts'],
    // The person's own account (confirming the password, export, deletion) reaches every part;
    // status pages: their settings and posts, the public pages, badges (each reads the others'
    // tables, not their code).
    ['engine', 'account', 'status-pages', 'status-site', 'badges'],
    // Runs the engine's checks on the probes of each region; the workspace as a configuration
    // document reads every part's tables.
    ['probes', 'config'],
    // Prometheus metrics: the monitors, and the engine, dispatcher and probes of the process.
    ['metrics'],
  ];
  const tiered = tiers.flat();
  const modules = readdirSync(new URL(`${src}/modules`, import.meta.url));
  const untiered = modules.filter((name) => !tiered.includes(name));
  if (untiered.length > 0) {
    throw new Error(`eslint.config.js: give modules/${untiered.join(', modules/')} a tier`);
  }
  const composers = [
    `${src}/main.ts`,
    `${src}/commands.ts`,
    `${src}/server.ts`,
    `${src}/probe.ts`,
    `${src}/services.ts`,
    `${src}/app.ts`,
  ];
  const zones = tiers.flatMap((tier, level) =>
    tier.map((name) => ({
      target: `${src}/modules/${name}`,
      from: [
        ...tiers
          .slice(level)
          .flat()
          .filter((other) => other !== name)
          .map((other) => `${src}/modules/${other}`),
        ...composers,
      ],
      message: `modules/${name} may import only modules of a lower tier (eslint.config.js, ARCHITECTURE.md).`,
    })),
  );
  return {
    files: ['apps/server/src/**/*.{ts,js}'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...zones,
            // A module's index.ts says what it offers; the rest of the folder is its own.
            ...modules.map((name) => ({
              target: modules
                .filter((other) => other !== name)
                .map((other) => `${src}/modules/${other}`),
              from: `${src}/modules/${name}`,
              except: ['./index.ts'],
              message: `Reach modules/${name} through its index.ts, which says what it offers.`,
            })),
            {
              target: [`${src}/db`, `${src}/lib`, `${src}/plugins`, `${src}/config.ts`],
              from: [`${src}/modules`, ...composers],
              message: 'db/, lib/, plugins/ and config.ts serve the modules and import none.',
            },
            {
              target: [`${src}/db`, `${src}/lib`, `${src}/config.ts`],
              from: `${src}/plugins`,
              message: 'Plugins are HTTP; db/, lib/ and config.ts import none.',
            },
            {
              target: `${src}/cli`,
              from: [
                `${src}/modules`,
                `${src}/db`,
                `${src}/plugins`,
                `${src}/lib`,
                `${src}/config.ts`,
                ...composers,
              ],
              message:
                'The remote commands reach an instance only through its API, with @tocsin/client.',
            },
            {
              target: `${src}/lib`,
              from: `${src}/db`,
              message: 'lib/ holds no domain and no database: it imports nothing from db/.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  };
}

/**
 * Each table has one owner: the module that writes it and answers for it. Only the owner imports
 * a table; another module calls the owner's operations. The tables db/ itself keeps (the
 * instance's secrets) belong to no module. A new table must be given an owner here, or lint says
 * so.
 */
function tableOwnership() {
  const owners = {
    auth: [
      'users',
      'sessions',
      'accounts',
      'twoFactors',
      'verifications',
      'signInThrottle',
      'passkeys',
    ],
    account: ['profiles', 'avatars', 'accountExports'],
    workspaces: ['workspaces', 'workspaceMembers', 'workspaceInvitations'],
    billing: ['billingEvents'],
    'api-keys': ['apiKeys'],
    audit: ['auditLog'],
    monitors: ['monitorGroups', 'monitors', 'monitorState', 'monitorLastChecks'],
    results: ['checkMinutes', 'regionSeries', 'checkHours', 'checkDays', 'rollupMarks'],
    incidents: ['incidents', 'incidentEvents'],
    channels: ['channels'],
    alerts: ['alertRules', 'deliveries', 'deliveryAttempts'],
    inbox: ['notifications'],
    maintenance: ['maintenanceWindows'],
    push: ['pushSubscriptions'],
    contact: ['contactMessages'],
    engine: ['leases'],
    'instance-health': ['instanceHealthDays'],
    'status-pages': [
      'statusPages',
      'statusPageLogos',
      'statusPageSections',
      'statusPageComponents',
      'statusPosts',
      'statusPostComponents',
      'statusPostUpdates',
      'statusNotices',
    ],
    'status-site': ['statusPageUnlockThrottle'],
    subscribers: [
      'statusSubscribers',
      'subscriberConfirmationLimits',
      'subscriberConfirmationMails',
    ],
    badges: ['statusBadges'],
  };
  /**
   * Imports of another module's tables that came before owners did. Each is a debt: replace it by
   * a call to the owner and take it off this list; nothing may be added to it.
   */
  const borrowed = {
    account: [
      'accounts',
      'alertRules',
      'apiKeys',
      'auditLog',
      'checkDays',
      'incidentEvents',
      'incidents',
      'maintenanceWindows',
      'monitorGroups',
      'monitors',
      'notifications',
      'passkeys',
      'sessions',
      'users',
      'verifications',
      'workspaceMembers',
      'workspaces',
    ],
    alerts: [
      'channels',
      'incidents',
      'maintenanceWindows',
      'monitors',
      'profiles',
      'pushSubscriptions',
      'statusSubscribers',
      'users',
      'workspaceMembers',
    ],
    analytics: ['monitorState', 'monitors'],
    'api-keys': ['users', 'workspaceMembers', 'workspaces'],
    badges: ['monitorState', 'monitors', 'statusPageComponents', 'statusPages'],
    billing: ['workspaces'],
    channels: ['deliveries'],
    config: [
      'alertRules',
      'channels',
      'maintenanceWindows',
      'monitorGroups',
      'monitorState',
      'monitors',
      'statusPages',
      'users',
      'workspaceMembers',
    ],
    engine: ['checkMinutes', 'monitorLastChecks', 'monitorState', 'monitors'],
    heartbeats: ['monitorState', 'monitors'],
    inbox: ['workspaceMembers'],
    incidents: ['monitors'],
    maintenance: ['monitors'],
    me: ['avatars', 'profiles', 'users'],
    monitors: ['alertRules'],
    plans: [
      'channels',
      'deliveries',
      'monitors',
      'statusPages',
      'workspaceInvitations',
      'workspaceMembers',
      'workspaces',
    ],
    'status-pages': [
      'incidents',
      'monitorState',
      'monitors',
      'profiles',
      'statusSubscribers',
      'users',
    ],
    'status-site': [
      'deliveries',
      'monitorState',
      'monitors',
      'statusNotices',
      'statusPageComponents',
      'statusPageSections',
      'statusPages',
      'statusPostComponents',
      'statusPostUpdates',
      'statusPosts',
      'statusSubscribers',
    ],
    subscribers: ['statusPageComponents', 'statusPages'],
    workspaces: ['monitors', 'profiles', 'users'],
  };
  const schema = new URL('./apps/server/src/db/schema/', import.meta.url);
  const tables = readdirSync(schema).flatMap((file) =>
    [...readFileSync(new URL(file, schema), 'utf8').matchAll(/export const (\w+) = pgTable/g)].map(
      (match) => match[1],
    ),
  );
  const owned = new Set([...Object.values(owners).flat(), 'instanceSecrets']);
  const orphans = tables.filter((table) => !owned.has(table));
  if (orphans.length > 0) {
    throw new Error(`eslint.config.js: give the tables ${orphans.join(', ')} an owner`);
  }
  const ownerOf = new Map(
    Object.entries(owners).flatMap(([module, names]) => names.map((name) => [name, module])),
  );
  const modules = readdirSync(new URL('./apps/server/src/modules', import.meta.url));
  return modules.map((module) => {
    const foreign = new Map();
    for (const table of tables) {
      const owner = ownerOf.get(table) ?? 'db';
      if (owner === module || (borrowed[module] ?? []).includes(table)) continue;
      foreign.set(owner, [...(foreign.get(owner) ?? []), table]);
    }
    return {
      files: [`apps/server/src/modules/${module}/**/*.ts`],
      ignores: ['**/*.test.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [...foreign].map(([owner, importNames]) => ({
              group: ['**/db/schema.js', '**/db/schema/*'],
              importNames,
              message:
                owner === 'db'
                  ? 'db/ keeps this table for itself.'
                  : `modules/${owner} owns this table: call its operations (eslint.config.js, tableOwnership).`,
            })),
          },
        ],
      },
    };
  });
}

/**
 * What differs between check types lives in each type's module: its contract file
 * (packages/contract/src/check-types), its server module (modules/checks/types) and its web view
 * (features/monitors/check-types). Other code asks the registries (isActiveCheck, targetOf,
 * isPushed ...) instead of comparing a monitor's `type` with a type's name, so a new type is a
 * module and a line in each registry, never a hunt for comparisons.
 */
function checkTypesInTheirModules() {
  const folder = new URL('./packages/contract/src/check-types/', import.meta.url);
  const names = new Set(
    readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !['index.ts', 'fields.ts'].includes(file))
      .map((file) => file.slice(0, -'.ts'.length)),
  );
  const message =
    "A check type's own behaviour belongs in its module: ask the registry (checkTypeModules, checkTypeViews) instead of comparing `type` with its name.";
  const isTypeField = (node) =>
    node?.type === 'MemberExpression' && !node.computed && node.property.name === 'type';
  const isTypeName = (node) => node?.type === 'Literal' && names.has(node.value);
  const rule = {
    meta: { type: 'problem', schema: [], docs: { description: message } },
    create: (context) => ({
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!='].includes(node.operator)) return;
        for (const [name, field] of [
          [node.left, node.right],
          [node.right, node.left],
        ]) {
          if (isTypeName(name) && isTypeField(field)) context.report({ node: name, message });
        }
      },
      SwitchStatement(node) {
        if (!isTypeField(node.discriminant)) return;
        for (const { test } of node.cases) {
          if (isTypeName(test)) context.report({ node: test, message });
        }
      },
    }),
  };
  return {
    files: ['apps/server/src/**/*.ts', 'apps/web/app/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'apps/server/src/test/**',
      'packages/contract/src/check-types/**',
      'apps/server/src/modules/checks/types/**',
      'apps/web/app/features/monitors/check-types/**',
    ],
    plugins: { tocsin: { rules: { 'check-type-names': rule } } },
    rules: { 'tocsin/check-type-names': 'error' },
  };
}

/**
 * Time in tests. Tocsin's own time (sweeps, polls, throttles, delays) is a fake clock the test
 * moves: test/clock.ts on the server, vi.useFakeTimers in the web app, page.clock in a browser.
 * What happens in real time (a socket, a child process, Redis) is waited for with `until` or
 * `expect.poll`. Only the documented helpers arm a real timer; bench/ measures real time.
 */
function realTimersInTests() {
  const message =
    'Tests do not sleep: move a fake clock (apps/server/src/test/clock.ts, vi.useFakeTimers, page.clock) or wait for what you expect (until, expect.poll). The few real-time helpers are in apps/server/src/test/wait.ts and apps/web/e2e/wait.ts.';
  return {
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'apps/web/e2e/**/*.ts',
      'apps/server/src/test/**/*.ts',
    ],
    ignores: [
      'apps/server/src/test/wait.ts',
      'apps/server/src/test/clock.ts',
      'apps/web/e2e/wait.ts',
      'bench/**',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['setTimeout', 'setInterval'].map((name) => ({ name, message })),
      ],
      'no-restricted-properties': [
        'error',
        ...['globalThis', 'window', 'global'].flatMap((object) =>
          ['setTimeout', 'setInterval'].map((property) => ({ object, property, message })),
        ),
        { property: 'waitForTimeout', message },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: ['node:timers/promises', 'timers/promises', 'node:timers', 'timers'].map(
            (name) => ({ name, importNames: ['setTimeout', 'setInterval', 'scheduler'], message }),
          ),
        },
      ],
    },
  };
}

/**
 * Endpoints are declared once, in packages/contract (endpoint.ts): the server registers a route
 * from its declaration and the web calls it by reference (`call`, `endpointUrl`), so no other code
 * spells an API path. Tests call the API as a client would, and the command line goes through the
 * typed client, whose paths the compiler checks against the generated OpenAPI types. Other
 * `no-restricted-syntax` settings for these files must include apiPathSelectors() as well.
 */
function endpointsFromTheContract() {
  return {
    files: ['apps/server/src/**/*.ts', 'apps/web/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/src/test/**', 'apps/server/src/cli/**'],
    rules: { 'no-restricted-syntax': ['error', ...apiPathSelectors()] },
  };
}

function apiPathSelectors() {
  const message =
    'Declare the endpoint in packages/contract (endpoint()) and use the declaration: route() on the server, call() or endpointUrl() in the web.';
  // A path with a segment after /api/; '/api/' and '/api/v1' alone are prefixes, not endpoints.
  const apiPath = '/^\\/api\\/(?!v1$)[a-z]/';
  return [
    { selector: `Literal[value=${apiPath}]`, message },
    { selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${apiPath}]`, message },
  ];
}
