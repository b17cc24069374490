import type {ParseFrontMatter} from '@docusaurus/types';

/** Test-area files whose name contains this marker become unlisted without saying so in their front matter. */
const unlistedByTransformMarker = 'unlisted-by-transform';

/**
 * Site-wide front matter hook (`markdown.parseFrontMatter`): it shows that a
 * site can derive front matter from the file path. Only test-area files are
 * touched, so product pages parse exactly as they would by default.
 */
export const dogfoodingParseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const filePath = params.filePath.replaceAll('\\', '/');
  if (filePath.includes('/_dogfooding/') && filePath.includes(unlistedByTransformMarker)) {
    result.frontMatter.unlisted = true;
  }
  return result;
};
