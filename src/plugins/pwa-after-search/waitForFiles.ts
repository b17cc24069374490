import {access} from 'fs/promises';
import path from 'path';
import {setTimeout as sleep} from 'timers/promises';

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Resolves once every file (relative to `outDir`) exists. Docusaurus runs all postBuild hooks at
 * once; a hook that must list what another one writes waits here for the file that other hook
 * writes last. Rejects after `timeoutMs`, naming the files still missing.
 */
export async function waitForFiles(
  outDir: string,
  files: string[],
  {timeoutMs = 120_000, intervalMs = 25}: {timeoutMs?: number; intervalMs?: number} = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let missing = files;
  for (;;) {
    const present = await Promise.all(missing.map((file) => exists(path.join(outDir, file))));
    missing = missing.filter((_file, i) => !present[i]);
    if (missing.length === 0) {
      return;
    }
    if (Date.now() >= deadline) {
      throw new Error(
        `PWA: the precache list waits for ${missing.join(', ')} in ${outDir}, which no plugin wrote within ${
          timeoutMs / 1000
        } s. Check the plugin that writes it, or the option "waitForFiles".`,
      );
    }
    await sleep(intervalMs);
  }
}
