/** The tags a showcase site can carry. Every tag has an entry in `showcaseTags`. */
export const tagKeys = [
  'favourite',
  'opensource',
  'product',
  'design',
  'i18n',
  'versioning',
  'large',
  'personal',
  'rtl',
] as const;

export type TagKey = (typeof tagKeys)[number];

export type ShowcaseTag = {
  /** Short text on the filter toggle and the card. */
  label: string;
  /** What the tag means, shown as the toggle's tooltip. */
  description: string;
  /** Colour of the tag's dot; readable on light and dark backgrounds. */
  color: string;
};

export type ShowcaseSite = {
  /** Unique display name, also the key of its generated preview. */
  name: string;
  /** Public address of the documentation site. */
  website: string;
  /** Repository that holds the site's sources, when it is public. */
  source?: string;
  /** One sentence, at most `maxDescriptionLength` characters. */
  description: string;
  tags: readonly TagKey[];
};

export const maxDescriptionLength = 120;
