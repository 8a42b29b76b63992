// Pro demos run for real in the browser: Rich Tree View Pro 8.6.0 runs on the project's
// @mui/x-tree-view 8.5.0 (npm overrides), so a Pro tree and the items beside it share one context
// and drag and drop reorders the tree.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { startServe, type RunningServer } from '../helpers/cli.ts';
import { sharedDocsBuild } from '../helpers/docs-site.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const { out, built } = await sharedDocsBuild();
  expect(built.code, built.stderr).toBe(0);
  server = await startServe(out);
  browser = await launchBrowser();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('reorders a Rich Tree View Pro by drag and drop on the ordering page', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}/x/react-tree-view/rich-tree-view/ordering/`);
  const demo = page.locator('.docs-demo').first();
  await demo.scrollIntoViewIfNeeded();
  // The reader reaching for it: a demo hydrated over its server markup starts then (client/engagement.ts).
  await demo.hover();
  await demo.locator('.docs-demo-live[data-committed]').waitFor({ state: 'attached' });
  const tree = demo.locator('[role="tree"]');
  const rootLabels = () => tree.locator(':scope > [role="treeitem"] > .MuiTreeItem-content .MuiTreeItem-label').allTextContents();
  const before = await rootLabels();
  expect(before.length).toBeGreaterThan(1);
  const [first, second] = [before[0]!, before[1]!];
  const source = tree.locator(':scope > [role="treeitem"] > .MuiTreeItem-content', { hasText: second }).first();
  const target = tree.locator(':scope > [role="treeitem"] > .MuiTreeItem-content', { hasText: first }).first();
  const box = (await target.boundingBox())!;
  // The top quarter of a row places the dragged item above it.
  await source.dragTo(target, { targetPosition: { x: box.width / 2, y: 2 } });
  await expect.poll(rootLabels).toEqual([second, first, ...before.slice(2)]);
  expect(errors).toEqual([]);
  await page.close();
}, 120_000);
