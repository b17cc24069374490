import {readFileSync} from 'node:fs';
import path from 'node:path';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';
import {validateOptions} from '../../src/plugins/local-search/options';
import {rankingRules, withRuleOff} from '../../scripts/searchRules';

const engineDir = path.resolve(__dirname, '../../src/plugins/local-search/engine');

describe('rankingRules', () => {
  for (const rule of rankingRules) {
    if ('constant' in rule) {
      it(`turns off the engine's ${rule.constant}`, () => {
        const source = readFileSync(path.join(engineDir, rule.file), 'utf8');
        const off = withRuleOff(source, rule);
        expect(off).not.toBe(source);
        expect(off).toContain(`\nconst ${rule.constant} = ${rule.off};\n`);
      });
    } else {
      it(`sets the plugin's option ${rule.option} to a value it accepts`, () => {
        const options = validateOptions({
          validate: normalizePluginOptions as never,
          options: {[rule.option]: rule.value},
        });
        expect(options[rule.option]).toEqual(rule.value);
      });
    }
  }
});

describe('withRuleOff', () => {
  const rule = {constant: 'weight', file: 'ranking.ts', off: '0'};

  it('replaces the one declaration of the constant', () => {
    expect(withRuleOff('const weight = 2;\nconst other = weight;\n', rule)).toBe(
      'const weight = 0;\nconst other = weight;\n',
    );
  });

  it('stops, naming the constant, when the source does not declare it once', () => {
    expect(() => withRuleOff('const weights = 2;\n', rule)).toThrow(
      'bench:search-rules: ranking.ts declares "const weight = …;" 0 times, not once.',
    );
    expect(() => withRuleOff('const weight = 2;\nconst weight = 3;\n', rule)).toThrow('2 times, not once.');
  });
});
