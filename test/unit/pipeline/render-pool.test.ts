// The render pool on the main thread: results in the order asked, a page that throws becomes a
// diagnostic of that page (never a lost page or a crashed build), progress counts every page.
import { describe, expect, it } from 'vitest';
import type { NavPage } from '../../../src/nav/resolve-nav.ts';
import type { PageResult } from '../../../src/pipeline/page/types.ts';
import { renderPages } from '../../../src/pipeline/render-pool.ts';
import type { PageTaskContext } from '../../../src/pipeline/task-context.ts';

const pages = ['/x/a', '/x/b', '/x/c', '/x/d'].map((pathname) => ({ pathname, file: `/site/pages${pathname.slice(2)}.md` }) as NavPage);
const ctx = { nav: { pages } } as unknown as PageTaskContext;
const ok = (page: NavPage): PageResult => ({ pathname: page.pathname, file: page.file, anchors: [], links: [], draft: false, title: page.pathname, written: ['en'], diagnostics: [] });

describe('render pool', () => {
  it('returns the results of the pages asked for, in that order, and reports progress for each', async () => {
    const progress: [number, number][] = [];
    const results = await renderPages(ctx, [3, 0, 2], { threads: 0, progress: (done, total) => progress.push([done, total]), createProcessor: async () => async (page) => ok(page) });
    expect(results.map((r) => r.pathname)).toEqual(['/x/d', '/x/a', '/x/c']);
    expect(progress).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('turns a page that throws into a PageRenderFailed diagnostic of that page, with the stack, and goes on', async () => {
    const results = await renderPages(ctx, [0, 1, 2], {
      threads: 0,
      createProcessor: async () => async (page) => {
        if (page.pathname === '/x/b') throw new TypeError("Cannot read properties of undefined (reading 'hast')");
        return ok(page);
      },
    });
    expect(results.map((r) => r.written)).toEqual([['en'], [], ['en']]);
    const [failed] = results[1]!.diagnostics;
    expect(failed).toMatchObject({ code: 'PageRenderFailed', severity: 'error', location: { file: '/site/pages/b.md' } });
    expect(failed!.message).toContain("/x/b");
    expect(failed!.message).toContain("Cannot read properties of undefined (reading 'hast')");
    expect(failed!.notes?.[0]).toMatch(/^TypeError: Cannot read properties/);
  });
});
