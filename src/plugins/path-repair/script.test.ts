import {describe, expect, it, vi} from 'vitest';
import {createPathRepairScript} from './script';

function run(pathname: string) {
  const location = {pathname, search: '?q=1', hash: '#top'};
  const history = {state: {key: 'k'}, replaceState: vi.fn()};
  new Function('location', 'history', createPathRepairScript())(location, history);
  return history.replaceState;
}

describe('path repair', () => {
  it('escapes the percent signs of an address the router cannot decode, keeping query and hash', () => {
    const replaceState = run('/docs/%E0%A4%A/');
    expect(replaceState).toHaveBeenCalledWith({key: 'k'}, '', '/docs/%25E0%25A4%25A/?q=1#top');
    expect(() => decodeURI('/docs/%25E0%25A4%25A/')).not.toThrow();
  });

  it('leaves a valid address alone, encoded characters included', () => {
    expect(run('/docs/%C3%BC/')).not.toHaveBeenCalled();
  });
});
