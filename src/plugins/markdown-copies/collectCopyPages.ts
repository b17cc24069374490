import type {LoadedPlugin} from '@docusaurus/types';
import type {
  LoadedContent as DocsContent,
  LoadedVersion,
  PluginOptions as DocsOptions,
} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';

/** A page that gets a copy. */
export type CopyPage = {permalink: string};

/** A doc as llms.txt lists it. */
export type ListedDoc = {permalink: string; title: string; description: string};

/** One version of a docs instance: its docs in sidebar order, grouped as the sidebars group them. */
export type DocsVersionListing = {
  /** The docs instance's id ("default", "community"). */
  instance: string;
  label: string;
  /** Where the version's pages start ("/docs/", "/docs/3.8.1/"). */
  path: string;
  /** The version served at the instance's own path (the last version). */
  isLast: boolean;
  sections: {label: string; docs: ListedDoc[]}[];
};

type SidebarItem = LoadedVersion['sidebars'][string][number];
type Doc = LoadedVersion['docs'][number];

/** The ids of the docs in the items, in sidebar order; a category's own doc comes before its items. */
function docIdsIn(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') {
      return [item.id];
    }
    if (item.type === 'category') {
      return [...(item.link?.type === 'doc' ? [item.link.id] : []), ...docIdsIn(item.items)];
    }
    return [];
  });
}

/** A sidebar's name as a heading: "api" is "API", "docs" is "Docs". */
const sidebarLabel = (name: string) =>
  name.length <= 3 ? name.toUpperCase() : name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The sections of a version: each top-level category of each sidebar, and the docs at a sidebar's top
 * level under the sidebar's name; a doc in no sidebar under "Other pages". Each doc once, where it first
 * appears.
 */
export function versionSections(version: LoadedVersion): DocsVersionListing['sections'] {
  const docs = new Map(version.docs.filter((doc) => !doc.unlisted).map((doc) => [doc.id, doc]));
  const listed = new Set<string>();
  const take = (ids: string[]): ListedDoc[] =>
    ids.flatMap((id) => {
      const doc = docs.get(id);
      if (!doc || listed.has(id)) {
        return [];
      }
      listed.add(id);
      return [listedDoc(doc)];
    });
  const sections = Object.entries(version.sidebars).flatMap(([name, items]) => {
    const loose = take(items.filter((item) => item.type !== 'category').flatMap((item) => docIdsIn([item])));
    const categories = items
      .filter((item) => item.type === 'category')
      .map((category) => ({label: category.label, docs: take(docIdsIn([category]))}));
    return [{label: sidebarLabel(name), docs: loose}, ...categories];
  });
  const others = take([...docs.keys()]);
  return [...sections, {label: 'Other pages', docs: others}].filter((section) => section.docs.length > 0);
}

const listedDoc = (doc: Doc): ListedDoc => ({
  permalink: doc.permalink,
  title: doc.title,
  description: doc.description.replace(/\s+/g, ' ').trim(),
});

/**
 * The pages that get a copy, from what the content plugins loaded: every doc of every docs instance and
 * version, every post of every blog instance (the changelog is one), every page of the pages plugin;
 * unlisted ones left out. The theme components put the head link on the same pages. And the docs of
 * each version, for llms.txt.
 */
export function collectCopyPages(plugins: readonly LoadedPlugin[]): {
  pages: CopyPage[];
  versions: DocsVersionListing[];
} {
  const pages: CopyPage[] = [];
  const versions: DocsVersionListing[] = [];
  for (const plugin of plugins) {
    if (plugin.name === 'docusaurus-plugin-content-docs') {
      const {id} = plugin.options as unknown as DocsOptions;
      for (const version of (plugin.content as DocsContent).loadedVersions) {
        pages.push(...version.docs.filter((doc) => !doc.unlisted).map(({permalink}) => ({permalink})));
        versions.push({
          instance: id,
          label: version.label,
          path: version.path.endsWith('/') ? version.path : `${version.path}/`,
          isLast: version.isLast,
          sections: versionSections(version),
        });
      }
    } else if (plugin.name === 'docusaurus-plugin-content-blog') {
      const {blogPosts} = plugin.content as BlogContent;
      pages.push(
        ...blogPosts.filter(({metadata}) => !metadata.unlisted).map(({metadata: {permalink}}) => ({permalink})),
      );
    } else if (plugin.name === 'docusaurus-plugin-content-pages') {
      pages.push(
        ...(plugin.content as PagesContent)
          .filter((page) => page.type === 'jsx' || !page.unlisted)
          .map(({permalink}) => ({permalink})),
      );
    }
  }
  return {pages, versions};
}
