import {normalizeTokens, type PrismLib, type Token} from 'prism-react-renderer';

/**
 * The lines of tokens that prism-react-renderer's Highlight gives the theme for `code`: the same
 * hooks, the same tokeniser, and plain text for a language Prism does not know. Shared by the
 * build (./remarkCodeBlocks.ts) and the browser's fallback, so both highlight alike.
 */
export function tokenizeLines(prism: PrismLib, code: string, language: string): Token[][] {
  const grammar = prism.languages[language];
  if (grammar === undefined) {
    return normalizeTokens([code]);
  }
  const environment = {code, grammar, language, tokens: [] as ReturnType<PrismLib['tokenize']>};
  prism.hooks.run('before-tokenize', environment);
  environment.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', environment);
  return normalizeTokens(environment.tokens);
}
