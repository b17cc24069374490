import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import {LocalSearchIndex} from '../engine/searchIndex';
import type {LocalSearchGlobalData} from '../index';
import {indexScriptGlobal, indexScriptUrl} from '../indexScript';

const {indexDirectory} = globalData['local-search']!.default as LocalSearchGlobalData;
// The hash-router copy opens from disk: its index sits next to the index.html that loaded it.
const indexUrl =
  siteConfig.future.experimental_router === 'hash' ? `./${indexDirectory}/` : `${siteConfig.baseUrl}${indexDirectory}/`;

/**
 * fetch() cannot read file:// URLs, so from disk each file is loaded as the
 * script written next to it, which registers its content on a global.
 */
function loadScriptJson(file: string): Promise<unknown> {
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

async function readIndexFile(file: string): Promise<unknown> {
  if (window.location.protocol === 'file:') {
    return loadScriptJson(file);
  }
  const url = `${indexUrl}${file}`;
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return response.json();
}

/** The path of the page shown: in the hash-router copy, the path after the `#`. */
function currentPath(): string {
  return siteConfig.future.experimental_router === 'hash'
    ? window.location.hash.slice(1) || '/'
    : window.location.pathname;
}

/** The site's index: each part is downloaded on the first search that needs it. */
export const localIndex = new LocalSearchIndex(readIndexFile, siteConfig.url, currentPath);
