import {defineConfig} from 'vitest/config';

/**
 * Test files that change or read what is shared by every module of a process, each in a process of its own:
 * - NODE_ENV set to 'production' while plugins load, which would load React's production build for the
 *   files after them;
 * - Prism's global language table, which the code-highlighting tests fill and code-languages reads;
 * - the logger package, whose exports miscReference lists, and which a process that other files have loaded
 *   it into showed with two extra keys.
 */
const isolatedFiles = [
  'tests/unit/configExamples.test.ts',
  'src/plugins/pwa/index.test.ts',
  'src/plugins/code-highlighting/theme/CodeBlock/Content/index.test.ts',
  'src/plugins/code-highlighting/index.test.ts',
  'src/plugins/code-highlighting/remarkCodeBlocks.test.ts',
  'tests/unit/code-languages.test.ts',
  'tests/unit/miscReference.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    // Some tests load plugin packages the way Docusaurus does, which is slow on a busy machine.
    testTimeout: 30_000,
    // The pool's own setting: threads reused from file to file (the shared project below).
    poolOptions: {threads: {isolate: false}},
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'tests/unit/**/*.test.ts',
            '_dogfooding/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: isolatedFiles,
          // The other files share the module cache of their worker thread: loading Docusaurus's packages again
          // for each file was two thirds of the unit tests' time (84 s in all against 27 s shared).
          pool: 'threads',
          isolate: false,
        },
      },
      {extends: true, test: {name: 'isolated', include: isolatedFiles, pool: 'forks'}},
    ],
  },
});
