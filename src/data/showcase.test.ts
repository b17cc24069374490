import {mkdtemp, stat} from 'fs/promises';
import os from 'os';
import path from 'path';
import {describe, expect, it} from 'vitest';
import {showcaseSites, showcaseTags} from './showcase';
import {maxDescriptionLength, tagKeys} from './showcaseTypes';
import {previewFileName, renderPreviews} from '../plugins/showcase-previews/index';

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

describe('showcase data', () => {
  it('lists at least sixty sites', () => {
    expect(showcaseSites.length).toBeGreaterThanOrEqual(60);
  });

  it('has unique names and unique websites', () => {
    const names = showcaseSites.map((site) => site.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const websites = showcaseSites.map((site) => site.website);
    expect(new Set(websites).size).toBe(websites.length);
  });

  it('links only to https addresses', () => {
    const bad = showcaseSites.flatMap((site) =>
      [site.website, site.source].filter((url): url is string => url !== undefined && !isHttpsUrl(url)),
    );
    expect(bad).toEqual([]);
  });

  it('uses only known tags, each at most once, and at least one per site', () => {
    for (const site of showcaseSites) {
      expect(site.tags.length, site.name).toBeGreaterThan(0);
      expect(new Set(site.tags).size, site.name).toBe(site.tags.length);
      for (const tag of site.tags) {
        expect(tagKeys, `${site.name}: ${tag}`).toContain(tag);
      }
    }
  });

  it('keeps descriptions to one short sentence', () => {
    for (const site of showcaseSites) {
      expect(site.description.length, site.name).toBeLessThanOrEqual(maxDescriptionLength);
      expect(site.description, site.name).toMatch(/^[A-Za-z].*\.$/);
    }
  });

  it('describes every tag with a label, a description and a colour', () => {
    expect(Object.keys(showcaseTags).sort()).toEqual([...tagKeys].sort());
    for (const tag of Object.values(showcaseTags)) {
      expect(tag.label).not.toBe('');
      expect(tag.description).not.toBe('');
      expect(tag.color).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('gives every site its own preview image', async () => {
    const size = {width: 160, height: 90};
    const files = showcaseSites.map((site) => previewFileName(site, size));
    expect(new Set(files).size).toBe(showcaseSites.length);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'showcase-previews-'));
    const previews = await renderPreviews(showcaseSites, size, dir);
    expect(previews.map((preview) => preview.name)).toEqual(showcaseSites.map((site) => site.name));
    for (const preview of previews) {
      expect((await stat(preview.file)).size, preview.name).toBeGreaterThan(0);
    }
  });
});
