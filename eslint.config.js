import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/', 'web/dist/', 'server/dist/', 'server/dist-before/', 'web/dev-dist/', '**/__generated__/', 'data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly', Buffer: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, relay },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/function-required-argument': 'error',
      'relay/hook-required-argument': 'error',
    },
  },
  {
    files: ['server/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.property.name='execute'][callee.object.callee.property.name='getConnection']",
          "VariableDeclarator[init.callee.property.name='getConnection']",
        ].map((selector) => ({
          selector,
          message:
            "A connection's execute() ignores the EntityManager's transaction (it runs on another pooled connection, in autocommit). " +
            'Use em.execute(), which joins it, or em.fork().execute() for a write that must commit on its own.',
        })),
        {
          selector: "CallExpression[callee.property.name='raw'][callee.object.callee.property.name='getKnex']",
          message:
            "em.getKnex().raw() ignores the EntityManager's transaction. Use em.execute(), or a knex transaction's own raw() (getKnex().transaction(trx => trx.raw(…))).",
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/graphql/scalars.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'graphql-scalars',
              importNames: ['LocalDateResolver', 'DateTimeISOResolver', 'DateTimeResolver'],
              message: 'Use LocalDateResolver or DateTimeResolver from graphql/scalars.ts: they limit dates to what PostgreSQL and the app can hold.',
            },
          ],
        },
      ],
    },
  },
  {
    // Layering: graphql/ is a toolkit (errors, connections, scalars, limits, the Node interface). It imports no feature
    // and not the composition root (schema.ts, context.ts, loaders.ts, authChecker.ts beside app.ts), so no cycle
    // can run through it. Its tests exercise the whole app and may import anything.
    files: ['server/src/graphql/**/*.ts'],
    ignores: ['server/src/graphql/**/__tests__/**', 'server/src/graphql/scalars.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'graphql-scalars',
              importNames: ['LocalDateResolver', 'DateTimeISOResolver', 'DateTimeResolver'],
              message: 'Use LocalDateResolver or DateTimeResolver from graphql/scalars.ts: they limit dates to what PostgreSQL and the app can hold.',
            },
          ],
          patterns: [
            { group: ['**/modules/**', '**/rest/**', '**/ai/**', '**/jobs/**'], message: 'graphql/ is a toolkit: it imports no feature module.' },
            {
              group: ['../context.js', '../schema.js', '../loaders.js', '../authChecker.js', '../app.js', '../main.js'],
              message: 'graphql/ does not import the composition root; pass what it needs in (see graphql/node.ts NodeContext).',
            },
          ],
        },
      ],
    },
  },
  {
    // The web network layer (environment, network, uploads, preloading) is a toolkit too: features use it, not the
    // other way round.
    files: ['web/src/relay/**/*.{ts,tsx}'],
    ignores: ['web/src/relay/**/__tests__/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**'], message: 'relay/ is the network toolkit: it imports no feature.' }] }],
    },
  },
  {
    files: ['server/src/test/globalSetup.ts'],
    languageOptions: { globals: { __dirname: 'readonly', require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
