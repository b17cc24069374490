import {createContext} from 'react';
import type {EncodedTokens} from '../codeTokens';

/**
 * The tokens the build made for the code block being rendered (../remarkCodeBlocks.ts
 * passes them to CodeBlock, which provides them to its Content). Undefined for a block filled at
 * run time, which Content highlights in the browser.
 */
export const BuildTokensContext = createContext<EncodedTokens | undefined>(undefined);
