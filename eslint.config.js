import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'sdk/dist/', 'node_modules/', 'data/', '.tmp/', 'test-output/'] },
  { languageOptions: { globals: globals.node } },
  // The dashboard runs in the browser.
  { files: ['web/**'], languageOptions: { globals: globals.browser } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // http/ and domain/ talk to storage through its interfaces, never to an engine folder.
    files: ['src/http/**/*.ts', 'src/domain/**/*.ts', 'src/ai/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/storage/sqlite/**', '**/storage/postgres/**'],
              message: 'Use the storage interfaces; engines are chosen in main.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts', 'src/ai/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify/*', '@fastify/*'],
              message: 'domain/ and ai/ have no framework imports.',
            },
            {
              group: ['**/storage/sqlite/**', '**/storage/postgres/**'],
              message: 'Use the storage interfaces; engines are chosen in main.ts.',
            },
          ],
        },
      ],
    },
  },
);
