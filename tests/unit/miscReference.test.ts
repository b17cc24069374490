import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {missingFrom, readOptionTableKeys, sitePath} from './apiCoreReference';

const siteRequire = createRequire(sitePath('package.json'));

type RuleModule = {meta: {schema: {properties?: Record<string, unknown>}[]}};
const eslintPlugin = siteRequire('@docusaurus/eslint-plugin') as {rules: Record<string, RuleModule>};

describe('docs/api/misc/eslint-plugin', () => {
  const ruleNames = Object.keys(eslintPlugin.rules);

  it('has a page for every rule, at /docs/api/misc/@docusaurus/eslint-plugin/<rule>/', () => {
    expect(ruleNames).toContain('no-html-links');
    const problems = ruleNames.flatMap((rule) => {
      const pagePath = sitePath(`docs/api/misc/eslint-plugin/${rule}.mdx`);
      if (!existsSync(pagePath)) {
        return [`${rule} (no page at docs/api/misc/eslint-plugin/${rule}.mdx)`];
      }
      const slug = `slug: /api/misc/@docusaurus/eslint-plugin/${rule}\n`;
      return readFileSync(pagePath, 'utf8').includes(slug) ? [] : [`${rule} (its page lacks "${slug.trim()}")`];
    });
    expect(problems).toEqual([]);
  });

  it('documents every option of every rule', () => {
    const missing = ruleNames.flatMap((rule) => {
      const pagePath = sitePath(`docs/api/misc/eslint-plugin/${rule}.mdx`);
      const options = eslintPlugin.rules[rule]!.meta.schema.flatMap((schema) => Object.keys(schema.properties ?? {}));
      return existsSync(pagePath) ? missingFrom(readOptionTableKeys(pagePath), options, pagePath) : [];
    });
    expect(missing).toEqual([]);
  });
});

describe('docs/api/misc/logger.mdx', () => {
  const loggerPage = sitePath('docs/api/misc/logger.mdx');
  const documented = readOptionTableKeys(loggerPage);
  const loggerModulePath = siteRequire.resolve('@docusaurus/logger/lib/logger.js');

  it('documents every interpolation tag the logger understands', () => {
    const tags = [...readFileSync(loggerModulePath, 'utf8').matchAll(/case '([a-z]+=)':/g)].map((match) => match[1]!);
    expect(tags).toEqual(expect.arrayContaining(['path=', 'code=']));
    expect(missingFrom(documented, tags, loggerPage)).toEqual([]);
  });

  it('documents every function of the logger object', () => {
    const {logger} = siteRequire('@docusaurus/logger') as {logger: Record<string, unknown>};
    // Several colors share one row, written `red`, `yellow`...: every backticked name of a first cell counts.
    const page = readFileSync(loggerPage, 'utf8');
    const firstCellNames = new Set(
      [...page.matchAll(/^\| ([^|]*)\|/gm)].flatMap((row) =>
        [...row[1]!.matchAll(/`([^`]+)`/g)].map((code) => code[1]!),
      ),
    );
    const missing = Object.keys(logger).filter((name) => !firstCellNames.has(name));
    expect(missing.map((name) => `logger.${name} (not documented on docs/api/misc/logger.mdx)`)).toEqual([]);
  });
});
