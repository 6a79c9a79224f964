// ESLint (flat config): typescript-eslint's recommended rules everywhere, React hooks rules in the
// two React apps. `npm test` runs it (npm run lint) with Prettier's check.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
