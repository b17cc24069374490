/**
 * Each index file also exists as a script, for pages opened from disk where
 * fetch() cannot read files: the script stores the file's JSON on this global,
 * keyed by the file's path inside the index folder.
 */
export const indexScriptGlobal = '__localSearchIndexFiles';

export function indexScriptUrl(jsonUrl: string): string {
  return `${jsonUrl}.js`;
}

export function indexScriptSource(file: string, json: string): string {
  return `(window.${indexScriptGlobal} = window.${indexScriptGlobal} || {})[${JSON.stringify(file)}] = ${json};\n`;
}
