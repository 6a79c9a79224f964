// ESLint (flat config): typescript-eslint's recommended rules everywhere, React hooks rules in the
// two React apps. `npm test` runs it (npm run lint) with Prettier's check.
import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The borders of api/src (issue 19 §2; docs/decisions.md "Components and their front doors").
const COMPONENTS = fs
  .readdirSync('api/src/domain', { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
/** A component uses another only through its front door, domain/<other>/index.ts. */
const FRONT_DOORS_ONLY = COMPONENTS.map((c) => ({
  target: `./api/src/domain/${c}/**`,
  from: `./api/src/domain/!(${c})/**/!(index).ts`,
  message: `Import another component through its front door (../<component>), not a file inside it. scripts/codemods/frontDoors.ts does it for you.`,
}));
/** A component's files reach auth through its front door too; route files may use its request middleware. */
const AUTH_THROUGH_ITS_DOOR = {
  target: './api/src/domain/**/!(*Routes).ts',
  from: './api/src/auth/!(index).ts',
  message: "Import auth through its front door ('../../auth'). scripts/codemods/frontDoors.ts does it for you.",
};
const NO_SEEDS = {
  target: './api/src/**',
  from: './seeds/**',
  message: 'The server never runs the seeds: scripts/start.ts and seeds/cli.ts do.',
};
const ENGINE_KNOWS_NO_COMPONENT = {
  target: './api/src/engine/**',
  from: './api/src/domain',
  // The error catalog is no component (no table, no service): the engine refuses with its codes like every layer.
  except: ['./errors'],
  message: 'The engine knows no component: a component gives the engine what it needs through its hooks (engine/hooks.ts).',
};
/**
 * Code outside the components (app, jobs, openapi, server) uses a component through its front door too, or
 * mounts its route files. Left out, with reasons: context.ts (type-only imports of adapter and delivery types;
 * through a door they would close a type cycle, door -> file -> context) and auth/ (it writes users through
 * accounts' owner module while accounts uses auth's door: the one two-way pair left, docs/decisions.md).
 */
const OUTSIDE_THROUGH_DOORS = ['./api/src/!(domain|auth)/**', './api/src/!(context).ts'].map((target) => ({
  target,
  from: './api/src/domain/*/**/!(index|*Routes).ts',
  message: "Use a component through its front door ('…/domain/<component>'), or mount its *Routes.ts.",
}));
/** HTTP stays at the edge: a component's *Routes.ts files may use it, its other files may not. */
const HTTP_MESSAGE = 'Only route files (*Routes.ts) speak HTTP: parse the request there and pass plain values to the service.';
const DOMAIN_WITHOUT_HTTP = [{ target: './api/src/domain/**/!(*Routes).ts', from: './api/src/http', message: HTTP_MESSAGE }];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // A variable assigned once but read earlier by a closure (server.ts's shutdown) stays `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // Control characters are the point of the NUL and CSV-formula checks.
      'no-control-regex': 'off',
      // A replacement string built from data reads $& $` $' $1 $<name> as patterns (issue 18 #8): pass a function.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type='TemplateLiteral'][arguments.1.expressions.length>0]",
          message: "Build the replacement in a function (() => text): a replacement string reads $& $` $' $1 as patterns.",
        },
        {
          selector: "CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type='BinaryExpression']",
          message: "Build the replacement in a function (() => text): a replacement string reads $& $` $' $1 as patterns.",
        },
      ],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Relative imports without extensions, no path aliases: the node resolver with .ts finds every file.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FRONT_DOORS_ONLY,
            AUTH_THROUGH_ITS_DOOR,
            NO_SEEDS,
            ENGINE_KNOWS_NO_COMPONENT,
            ...DOMAIN_WITHOUT_HTTP,
            ...OUTSIDE_THROUGH_DOORS,
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/domain/**/*.ts'],
    ignores: ['api/src/domain/**/*Routes.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'express', message: 'Only route files (*Routes.ts) speak HTTP.' }] }],
    },
  },
  {
    // Tests beside the code may reach into any file (they test it); the borders hold for the code itself.
    files: ['api/src/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['admin/src/**/*.{ts,tsx}', 'portal/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // --- Issue 19, step 7: type-aware rules, and the globals the per-workspace types cannot keep out.
  // typescript-eslint asks each file's own tsconfig (tsc -b's projects) for types. A promise is awaited, returned, or voided on purpose with a comment saying why.
  // A Knex builder is a thenable too: a where/orWhere/union callback drops it (`(w) => void w.where(…)`).
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // React Router's navigate() answers a promise only under a data router, and reports its own errors there.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      // React calls an event handler and drops what it returns, so an async onClick/onSubmit is the usual
      // form (react-hook-form's handleSubmit returns one too); such handlers show their own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  // tsconfig gives the apps no node types and the API no DOM, but two libraries' types bring them back
  // (@types/papaparse references node's, @types/jsdom the DOM's): name the globals each side must not use.
  {
    files: ['admin/src/**/*.{ts,tsx}', 'portal/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-globals': ['error', 'process', 'Buffer', 'global', '__dirname', '__filename', 'require'] },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts'],
    rules: { 'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage'] },
  },
  // --- end of step 7's rules.
);
