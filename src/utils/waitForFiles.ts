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
 * The entries of a `waitForFiles` option that are not paths inside the build folder (absolute,
 * leading out of it, empty or not strings); a value that is not a list is returned whole.
 */
export function pathsOutsideBuild(files: unknown): unknown[] {
  if (!Array.isArray(files)) {
    return [files];
  }
  return files.filter(
    (file) => typeof file !== 'string' || !file || path.isAbsolute(file) || path.normalize(file).startsWith('..'),
  );
}

/**
 * Resolves once every file (relative to `outDir`) exists. Docusaurus runs all postBuild hooks at
 * once; a hook that must come after another one waits here for the file that other hook writes
 * last. Rejects after `timeoutMs`, naming the waiting hook (`waiter`) and the files still missing.
 */
export async function waitForFiles(
  outDir: string,
  files: string[],
  {waiter, timeoutMs = 120_000, intervalMs = 25}: {waiter: string; timeoutMs?: number; intervalMs?: number},
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
        `${waiter} waits for ${missing.join(', ')} in ${outDir}, which no plugin wrote within ${
          timeoutMs / 1000
        } s. Check the plugin that writes it, or the option "waitForFiles".`,
      );
    }
    await sleep(intervalMs);
  }
}
