import clsx from 'clsx';
import type {LineOutputProps, StyleObj, Token, TokenOutputProps} from 'prism-react-renderer';
import {escapeHtml} from '@site/src/plugins/local-search/engine/escapeHtml';
import type {lineAndTokenProps} from './themeProps';

type LineAndTokenProps = ReturnType<typeof lineAndTokenProps>;

/** The class names of a numbered line's parts: the stock Line component's CSS module. */
type LineClasses = Partial<Record<'codeLine' | 'codeLineNumber' | 'codeLineContent', string>>;

/**
 * A style object as an inline style attribute's text, written as React's server renderer writes
 * it. Numbers stay unitless: the only numbers in Prism themes are opacities and font weights.
 */
function styleText(style: StyleObj | undefined): string {
  return Object.entries(style ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '' && typeof value !== 'boolean')
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${String(value).trim()}`)
    .join(';');
}

function spanHtml(
  {className, style}: Pick<LineOutputProps | TokenOutputProps, 'className' | 'style'>,
  inner: string,
): string {
  const styleAttribute = styleText(style);
  return `<span class="${escapeHtml(className)}"${styleAttribute ? ` style="${escapeHtml(styleAttribute)}"` : ''}>${inner}</span>`;
}

/**
 * A code block's lines as HTML, the markup the stock CodeBlock/Line component renders for each
 * line. The block's content sets it as inner HTML so that hydration has one element to match
 * instead of one per token (about 40% of a docs page's elements); the text is the same on the
 * server and in the browser, so React keeps the server's nodes.
 */
export function linesHtml(
  lines: Token[][],
  {getLineProps, getTokenProps}: LineAndTokenProps,
  {
    lineClassNames,
    showLineNumbers,
    classes,
  }: {lineClassNames: Record<number, string[]>; showLineNumbers: boolean; classes: LineClasses},
): string {
  return lines
    .map((tokens, index) => {
      // A line holding only its line break shows empty, as in the stock Line.
      const line = tokens.length === 1 && tokens[0]!.content === '\n' ? [{...tokens[0]!, content: ''}] : tokens;
      const tokensHtml = line
        .map((token) => {
          const props = getTokenProps({token});
          return spanHtml(props, escapeHtml(String(props.children)));
        })
        .join('');
      const lineProps = getLineProps({
        line,
        className: clsx(lineClassNames[index], showLineNumbers && classes.codeLine),
      });
      const content = showLineNumbers
        ? `${spanHtml({className: classes.codeLineNumber ?? ''}, '')}${spanHtml({className: classes.codeLineContent ?? ''}, tokensHtml)}`
        : tokensHtml;
      return spanHtml(lineProps, `${content}<br/>`);
    })
    .join('');
}
