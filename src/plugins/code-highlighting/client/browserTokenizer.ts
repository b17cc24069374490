import {Prism, type Token} from 'prism-react-renderer';
import {tokenizeLines} from '../tokenize';
import './registerLanguages';

/**
 * Highlighting in the browser, for the code blocks the build could not tokenise (a CodeBlock that
 * a React component fills at run time). theme/CodeBlock/Content imports this module when such
 * a block first renders, so Prism loads only then.
 */
export function tokenizeInBrowser(code: string, language: string): Token[][] {
  return tokenizeLines(Prism, code, language);
}
