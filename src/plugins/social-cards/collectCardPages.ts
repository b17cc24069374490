import type {LoadedPlugin} from '@docusaurus/types';
import type {
  LoadedContent as DocsContent,
  LoadedVersion,
  PluginOptions as DocsOptions,
} from '@docusaurus/plugin-content-docs';
import type {BlogContent, PluginOptions as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import type {CardText} from './renderCard';

/** A page that gets a card. */
export type CardPage = CardText & {permalink: string};

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** The labels of the sidebar categories that hold the doc, outermost first (a category's own page counts as in it). */
export function categoriesOf(docId: string, items: readonly SidebarItem[], outer: string[] = []): string[] | null {
  for (const item of items) {
    if ((item.type === 'doc' || item.type === 'ref') && item.id === docId) {
      return outer;
    }
    if (item.type === 'category') {
      const labels = [...outer, item.label];
      if (item.link?.type === 'doc' && item.link.id === docId) {
        return labels;
      }
      const inside = categoriesOf(docId, item.items, labels);
      if (inside) {
        return inside;
      }
    }
  }
  return null;
}

/** "Docs" for the instance at /docs/, "Community" for /community/. */
function sectionName(routeBasePath: string): string {
  const last = routeBasePath.split('/').filter(Boolean).pop() ?? 'docs';
  return last.charAt(0).toUpperCase() + last.slice(1);
}

/** Parts of a place, joined as the card shows them. */
function placeOf(parts: (string | undefined)[]): string {
  return parts.filter(Boolean).join(' · ');
}

/** The pages that the docs plugin generates for categories (a `generated-index` link), with the categories around them. */
function generatedIndexPages(
  items: readonly SidebarItem[],
  outer: string[] = [],
): {permalink: string; title: string; categories: string[]}[] {
  return items.flatMap((item) => {
    if (item.type !== 'category') {
      return [];
    }
    const own =
      item.link?.type === 'generated-index' && !item.link.image
        ? [{permalink: item.link.permalink, title: item.link.title ?? item.label, categories: outer}]
        : [];
    return [...own, ...generatedIndexPages(item.items, [...outer, item.label])];
  });
}

/**
 * Every doc of every version, and every generated category page: the place names the section, the
 * version (when there are several) and the categories around the page.
 */
function docsPages(content: DocsContent, routeBasePath: string): CardPage[] {
  const several = content.loadedVersions.length > 1;
  return content.loadedVersions.flatMap((version) => {
    const sidebars = Object.values(version.sidebars);
    // The two innermost categories say enough, and stay on the card's one line.
    const place = (categories: string[]) =>
      placeOf([sectionName(routeBasePath), several ? version.label : undefined, categories.slice(-2).join(' › ')]);
    const docs = version.docs
      .filter((doc) => !doc.frontMatter.image)
      .map((doc) => ({
        permalink: doc.permalink,
        title: doc.title,
        place: place(sidebars.map((sidebar) => categoriesOf(doc.id, sidebar)).find(Boolean) ?? []),
      }));
    const indexes = sidebars
      .flatMap((sidebar) => generatedIndexPages(sidebar))
      .map(({permalink, title, categories}) => ({permalink, title, place: place(categories)}));
    return [...docs, ...indexes];
  });
}

const dateFormat = new Intl.DateTimeFormat('en', {dateStyle: 'long', timeZone: 'UTC'});

/** Every post: its place is the blog's title (Blog, Changelog) and the post's date. */
function blogPages(content: BlogContent, {blogTitle}: BlogOptions): CardPage[] {
  return content.blogPosts
    .filter(({metadata}) => !metadata.frontMatter.image)
    .map(({metadata}) => ({
      permalink: metadata.permalink,
      title: metadata.title,
      place: placeOf([blogTitle, dateFormat.format(new Date(metadata.date))]),
    }));
}

/**
 * The pages that get a card, from what the content plugins loaded (a page whose front matter names its
 * own image keeps it): every doc of every docs instance and
 * version, every post of every blog instance (the changelog is one), and every page of the pages plugin.
 * The same kinds of page carry the card in their head (./theme). A React page declares its title only as
 * it renders, so `renderedTitle` reads it from the built page.
 */
export async function collectCardPages(
  plugins: readonly LoadedPlugin[],
  {renderedTitle, siteHost}: {renderedTitle: (permalink: string) => Promise<string>; siteHost: string},
): Promise<CardPage[]> {
  const pages: CardPage[][] = [];
  for (const plugin of plugins) {
    if (plugin.name === 'docusaurus-plugin-content-docs') {
      pages.push(docsPages(plugin.content as DocsContent, (plugin.options as unknown as DocsOptions).routeBasePath));
    } else if (plugin.name === 'docusaurus-plugin-content-blog') {
      pages.push(blogPages(plugin.content as BlogContent, plugin.options as unknown as BlogOptions));
    } else if (plugin.name === 'docusaurus-plugin-content-pages') {
      pages.push(
        await Promise.all(
          (plugin.content as PagesContent).map(async (page) => ({
            permalink: page.permalink,
            title: (page.type === 'mdx' ? page.title : undefined) ?? (await renderedTitle(page.permalink)),
            // A page of its own: the card says where it is.
            place: `${siteHost}${page.permalink}`.replace(/\/$/, ''),
          })),
        ),
      );
    }
  }
  return pages.flat();
}
