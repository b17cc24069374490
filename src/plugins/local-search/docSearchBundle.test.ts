import {readFileSync} from 'fs';
import {describe, expect, it} from 'vitest';
import {modalStateCall, routeModalState} from './docSearchBundle';
import {resolveSeams} from './verifySeams';

describe('routeModalState', () => {
  it("hands the installed modal's state changes to renderModalState, and changes nothing else", () => {
    const bundle = readFileSync(resolveSeams().docSearchBundle, 'utf8');
    const routed = routeModalState(bundle, '/site/src/plugins/local-search/client/modalState.ts');
    const [importLine, ...rest] = routed.split('\n');
    expect(importLine).toBe('import {renderModalState} from "/site/src/plugins/local-search/client/modalState.ts";');
    const body = rest.join('\n');
    expect(body).not.toContain(modalStateCall);
    expect(body.split('renderModalState(B,e)')).toHaveLength(2);
    expect(body.replace('onStateChange:function(e){renderModalState(B,e)}', modalStateCall)).toBe(bundle);
  });
});
