// Lint of our own code (not the content): `npm run lint`, part of `npm test`. Warnings fail too (--max-warnings=0).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-hash/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'static/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
    },
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      // `_name` marks a parameter kept for its position in a callback's signature.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      // Docusaurus's logger is a tag function called for its output: logger.info`...` is a statement.
      '@typescript-eslint/no-unused-expressions': ['error', {allowTaggedTemplates: true}],
      // `total += await size()` in parallel callbacks adds to a stale total (a CI failure in social-cards).
      'require-atomic-updates': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: {'@docusaurus': docusaurus, 'react-hooks': reactHooks},
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      ...docusaurus.configs.recommended.rules,
      ...reactHooks.configs['recommended-latest'].rules,
      // Off: our effects set state only to show browser-only values (time, DOM, storage, history) after
      // hydration; computing them during render, as the rule suggests, would make the first render differ
      // from the server's HTML.
      'react-hooks/set-state-in-effect': 'off',
      // A table wider than the page joins the tab order so keyboard users can scroll it (ScrollableTable).
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        {tags: ['table'], roles: ['tabpanel'], allowExpressionValues: true},
      ],
    },
  },
  {
    // Plain Node scripts and configs written as ES modules.
    files: ['**/*.mjs'],
    languageOptions: {globals: globals.node},
  },
);
