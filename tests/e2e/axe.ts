import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** WCAG 2 A and AA rules plus axe's best practices: the set the page-level specs hold components to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'best-practice'];

export type AxeScope = {
  /** Only this part of the page (a CSS selector), e.g. 'main'. */
  include?: string;
  /** Leave this part out (a CSS selector). */
  exclude?: string;
  /** Only rules with these tags (default: every rule). */
  tags?: string[];
  /** Only these rules, by id (default: every rule). */
  rules?: string[];
  /** Only violations of these impacts (default: every impact). */
  impacts?: Array<NonNullable<Violation['impact']>>;
  /** Known third-party findings to leave out: a rule on one element, given by its axe target. */
  isException?: (rule: string, target: string) => boolean;
};

/** Runs axe on the page as it is now and returns what it found, one readable line per violated rule. */
export async function findAxeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  // Legacy mode runs axe once in the page. The default runs it per frame and then again in a new blank page
  // to merge the frames' results, which our pages (no cross-origin frames) do not need: measured on a docs
  // page, 3.5 s against 7 s, and 10 s against 25 s on the changelog's author list. Only the violations are
  // read: axe then skips writing a selector for each passing node.
  let builder = new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
  if (scope.include) {
    builder = builder.include(scope.include);
  }
  if (scope.exclude) {
    builder = builder.exclude(scope.exclude);
  }
  if (scope.tags) {
    builder = builder.withTags(scope.tags);
  }
  if (scope.rules) {
    builder = builder.withRules(scope.rules);
  }
  const {violations} = await builder.analyze();
  return violations
    .filter((violation) => !scope.impacts || (violation.impact && scope.impacts.includes(violation.impact)))
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter((node) => !scope.isException?.(violation.id, node.target.join(' '))),
    }))
    .filter((violation) => violation.nodes.length > 0)
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
