import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'tests/unit/**/*.test.ts',
      '_dogfooding/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    // Some tests load plugin packages the way Docusaurus does, which is slow on a busy machine.
    testTimeout: 30_000,
  },
});
