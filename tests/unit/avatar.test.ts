import {describe, expect, it} from 'vitest';
import {avatarInitials, renderAvatarSvg} from '../../src/utils/avatar';

describe('generated avatars', () => {
  it('are the same for the same key and differ between keys', () => {
    expect(renderAvatarSvg('release-team', 'Release team')).toBe(renderAvatarSvg('release-team', 'Release team'));
    expect(renderAvatarSvg('release-team', 'Release team')).not.toBe(renderAvatarSvg('docs-team', 'Release team'));
  });

  it('show the initials of the label', () => {
    expect(avatarInitials('Release team')).toBe('RT');
    expect(avatarInitials('slorber')).toBe('SL');
    expect(avatarInitials('Léo <b>')).toBe('LB');
    expect(renderAvatarSvg('x', 'Docs team')).toContain('>DT</text>');
  });

  it('never carry markup from the label into the SVG', () => {
    expect(renderAvatarSvg('x', '<script>alert(1)</script>')).not.toContain('<script');
  });
});
