import path from 'path';
import {readdir, readFile} from 'fs/promises';
import {Joi} from '@docusaurus/utils-validation';
import type {SearchRecord} from './engine/types';

/**
 * One file of the `sectionSearches` folder: a page, and for each of its sections (by anchor, '' for the
 * page's top) the searches, in readers' words, that the section answers.
 */
type SectionSearchesFile = {page: string; sections: Record<string, string[]>};

const fileSchema = Joi.object<SectionSearchesFile>({
  page: Joi.string()
    .pattern(/^\/(.+\/)?$/)
    .required()
    .messages({'string.pattern.base': '"page" must be the path of a page, starting and ending with "/"'}),
  sections: Joi.object()
    .pattern(/^(#\S+)?$/, Joi.array().items(Joi.string().trim().min(1)))
    .messages({'object.unknown': '{{#label}}: each key of "sections" must be an anchor such as "#options", or ""'})
    .required(),
});

/**
 * The searches of every section in the folder's JSON files, by the section's URL (page path and
 * anchor). A file that is not JSON or not of this shape stops the build, naming the file and the fault.
 */
export async function readSectionSearches(directory: string): Promise<Map<string, string[]>> {
  const files = (await readdir(directory)).filter((file) => file.endsWith('.json')).sort();
  const searches = new Map<string, string[]>();
  for (const file of files) {
    const where = path.join(directory, file);
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(where, 'utf8'));
    } catch (error) {
      throw new Error(`Local search: ${where} is not valid JSON: ${(error as Error).message}`);
    }
    const {error, value} = fileSchema.validate(parsed);
    if (error) {
      throw new Error(`Local search: ${where}: ${error.message}`);
    }
    for (const [anchor, sectionSearches] of Object.entries(value.sections)) {
      searches.set(`${value.page}${anchor}`, sectionSearches);
    }
  }
  return searches;
}

/**
 * Gives each section's searches to the section's first record (a section is a URL run: its heading, or
 * an option's row, and the blocks of text below it). Also returns the URLs that have searches but no
 * record: sections renamed or removed since their searches were written.
 */
export function withSectionSearches(
  records: SearchRecord[],
  searches: Map<string, string[]>,
): {records: SearchRecord[]; unknown: string[]} {
  const given = new Set<string>();
  const withSearches = records.map((record) => {
    const sectionSearches = searches.get(record.url);
    if (!sectionSearches || given.has(record.url)) {
      return record;
    }
    given.add(record.url);
    return {...record, searches: sectionSearches};
  });
  return {records: withSearches, unknown: [...searches.keys()].filter((url) => !given.has(url))};
}
