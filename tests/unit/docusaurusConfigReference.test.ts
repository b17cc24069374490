import {describe, expect, it} from 'vitest';
import {ConfigSchema} from '@docusaurus/core/lib/server/configValidation';
import {
  defaultMismatches,
  missingFrom,
  readOptionTableKeys,
  readOptionTables,
  schemaKeyPaths,
  schemaNodeAt,
  sitePath,
} from './apiCoreReference';

const configPage = sitePath('docs/api/docusaurus-config.mdx');

/** `i18n.localeConfigs` is keyed by locale name; the page writes that key as `<locale>`. */
const configDescription = ConfigSchema.describe();
const configKeyPaths = schemaKeyPaths(configDescription, '<locale>');

describe('docs/api/docusaurus-config.mdx', () => {
  const documented = readOptionTableKeys(configPage);

  it('documents every top-level field of the site config schema', () => {
    const topLevel = configKeyPaths.filter((key) => !key.includes('.'));
    expect(topLevel).toContain('future');
    expect(missingFrom(documented, topLevel, configPage)).toEqual([]);
  });

  it('documents every future flag, including each experimental_faster flag', () => {
    const futureKeys = configKeyPaths.filter((key) => key.startsWith('future.'));
    expect(futureKeys).toContain('future.experimental_faster.rspackBundler');
    expect(futureKeys).toContain('future.experimental_storage.namespace');
    expect(missingFrom(documented, futureKeys, configPage)).toEqual([]);
  });

  it('documents every nested field of i18n, markdown and webpack', () => {
    const nestedKeys = configKeyPaths.filter((key) => key.includes('.') && !key.startsWith('future.'));
    expect(nestedKeys).toContain('i18n.localeConfigs.<locale>.direction');
    expect(nestedKeys).toContain('markdown.mdx1Compat.headingIds');
    expect(missingFrom(documented, nestedKeys, configPage)).toEqual([]);
  });

  it('gives every field the default of the schema', () => {
    const rows = readOptionTables(configPage).flatMap((table) => table.rows);
    const {checked, problems} = defaultMismatches(rows, (key) => schemaNodeAt(configDescription, key), configPage);
    expect(checked).toBeGreaterThan(60);
    expect(problems).toEqual([]);
  });

  it('documents no field that the schema does not accept', () => {
    const accepted = new Set(configKeyPaths);
    expect([...documented].filter((key) => !accepted.has(key))).toEqual([]);
  });
});
