import clsx from 'clsx';
import type {
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  StyleObj,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';

/** Each token type's style in one Prism theme, for one language. */
interface ThemeDictionary {
  /** The code block's own style (background included). */
  root: StyleObj;
  /** Each line's style: the block's, without the background. */
  plain: StyleObj;
  byType: Record<string, StyleObj>;
}

/** A theme's styles for `language`, entries restricted to other languages left out. */
export function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const byType: Record<string, StyleObj> = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) {
      continue;
    }
    for (const type of entry.types) {
      byType[type] = {...byType[type], ...(entry.style as StyleObj)};
    }
  }
  return {root: theme.plain as StyleObj, plain: {...(theme.plain as StyleObj), backgroundColor: undefined}, byType};
}

/**
 * A token's style: its types' styles merged in order, and inline-block for the placeholder of an
 * empty line so that the line keeps its height. Plain tokens take the line's style.
 */
function tokenStyle({byType}: ThemeDictionary, token: Token): StyleObj | undefined {
  const emptyLine: StyleObj = token.empty ? {display: 'inline-block'} : {};
  if (token.types.length === 1 && token.types[0] === 'plain') {
    return token.empty ? emptyLine : undefined;
  }
  return Object.assign(emptyLine, ...token.types.map((type) => byType[type]));
}

/**
 * The props of each line and token, as prism-react-renderer's Highlight hands them to the theme's
 * Line component: class names `token-line` and `token <types>`, and each type's colours inline,
 * so that a block looks the same whether its tokens came from the build or from Prism.
 */
export function lineAndTokenProps(dictionary: ThemeDictionary): {
  getLineProps: (input: LineInputProps) => LineOutputProps;
  getTokenProps: (input: TokenInputProps) => TokenOutputProps;
} {
  return {
    getLineProps: ({line: _line, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: {...dictionary.plain, ...style},
    }),
    getTokenProps: ({token, className, style, ...rest}) => {
      const ownStyle = tokenStyle(dictionary, token);
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style === undefined ? ownStyle : {...ownStyle, ...style},
      };
    },
  };
}
