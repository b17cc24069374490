import {describe, expect, it} from 'vitest';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {dogfoodingParseFrontMatter} from './frontMatterTransform';

const fileContent = '---\ntitle: A doc\n---\n\nText.\n';

function parse(filePath: string) {
  return dogfoodingParseFrontMatter({filePath, fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER});
}

describe('dogfoodingParseFrontMatter', () => {
  it('unlists test-area files whose name carries the marker', async () => {
    const {frontMatter} = await parse('/site/_dogfooding/_docs tests/visibility/unlisted-by-transform.mdx');
    expect(frontMatter).toEqual({title: 'A doc', unlisted: true});
  });

  it('leaves other files as the default parser reads them', async () => {
    expect((await parse('/site/_dogfooding/_docs tests/visibility/listed.mdx')).frontMatter).toEqual({title: 'A doc'});
    // Outside the test area the marker means nothing.
    expect((await parse('/site/docs/unlisted-by-transform.mdx')).frontMatter).toEqual({title: 'A doc'});
  });
});
