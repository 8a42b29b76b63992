// Runs axe-core's WCAG 2.2 A and AA rules in a page and describes each violation on one line.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The violations of the page as it is now; `exclude` leaves out regions the site does not author. */
export async function axeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  const result = await page.evaluate(
    async ({ tags, exclude }) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      const context = exclude.length ? { include: [document], exclude: exclude.map((s) => [s]) } : document;
      return run(context as never, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    },
    { tags: WCAG_TAGS, exclude: options.exclude ?? [] },
  );
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} element(s), e.g. ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.split('\n').slice(1).join(' ').trim()}]` : ''}`).join(' | ')}`,
  );
}
