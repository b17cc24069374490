import type {ReadIndexFile} from '../engine/searchIndex';
import {indexScriptGlobal, indexScriptUrl} from '../indexScript';

/**
 * fetch() cannot read file:// URLs, so from disk each file is loaded as the
 * script written next to it, which registers its content on a global.
 */
function loadScriptJson(indexUrl: string, file: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = indexScriptUrl(`${indexUrl}${file}`);
    script.onload = () => {
      script.remove();
      const registry = (window as unknown as Record<string, Record<string, unknown> | undefined>)[indexScriptGlobal];
      const value = registry?.[file];
      if (value === undefined) {
        reject(new Error(`${script.src} registered no index data`));
      } else {
        resolve(value);
      }
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`${script.src} failed to load`));
    };
    document.head.appendChild(script);
  });
}

/** Reads the index's files from `indexUrl`: fetched over HTTP, or as scripts from disk (main thread only). */
export function indexFileReader(indexUrl: string, fromDisk: boolean): ReadIndexFile {
  if (fromDisk) {
    return (file) => loadScriptJson(indexUrl, file);
  }
  return async (file) => {
    const url = `${indexUrl}${file}`;
    const response = await fetch(url);
    if (!response.ok) {
      throw new Error(`${url} answered ${response.status}`);
    }
    return response.json();
  };
}
