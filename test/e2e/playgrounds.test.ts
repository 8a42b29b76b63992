import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_CATALOGUE } from '../../src/api/catalogue.ts';
import { apiPathname } from '../../src/api/api-nav.ts';
import { copyFixture, ROOT, runCli, startServe, type RunningServer } from '../helpers/cli.ts';
import { launchBrowser, watchConsole } from '../helpers/browser.ts';
import { axeViolations } from '../helpers/axe.ts';

// Props playgrounds (src/demos/playground-block.ts, client/playground.ts): the playgrounds
// fixture's charts page (a line of each knob kind, with a sample and with a host file beside the
// page) and the "Try it" playgrounds of the Tree View API pages, rendered with the docs' samples.
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let out: string;

beforeAll(async () => {
  const content = copyFixture('playgrounds');
  // The Tree View samples of the docs: the "Try it" playgrounds render with them.
  const samples = path.join(ROOT, 'content/components/playgrounds');
  for (const name of fs.existsSync(samples) ? fs.readdirSync(samples) : []) {
    if (API_CATALOGUE.some((c) => c.product === 'tree-view' && name.startsWith(`${c.name}.`))) fs.copyFileSync(path.join(samples, name), path.join(content, 'components/playgrounds', name));
  }
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-playgrounds-'));
  const built = await runCli(['--content', content, '--out', out]);
  expect(built.code, built.stderr + built.stdout).toBe(0);
  // Every playground renders on the server: none threw or printed.
  expect(built.stderr).not.toMatch(/\[Demo(ServerRender|Console)\]/);
  server = await startServe(out);
  browser = await launchBrowser({ localOnly: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await context.newPage();
  problems = watchConsole(page);
});

const playground = (name: string) => page.locator(`[data-playground="${name}"]`);
const jsx = (name: string) => playground(name).locator('.docs-playground-jsx');
const knob = (name: string, knobPath: string) => playground(name).locator(`[data-knob-path="${knobPath}"]`);

/** Opens a page and waits until a playground's component is live and its knobs are wired. */
async function open(route: string, name: string) {
  await page.goto(`${server.url}${route}`);
  await playground(name).scrollIntoViewIfNeeded();
  // The reader reaching for it: a demo hydrated over its server markup starts then (client/engagement.ts).
  await playground(name).locator('.docs-demo-live').hover();
  await playground(name).locator('.docs-demo-live[data-live="true"][data-committed="true"]').waitFor({ state: 'attached' });
  await page.waitForSelector(`[data-playground="${name}"][data-playground-ready="true"]`);
}

/** Width and height of the bar chart's bars. */
const bars = (root: Locator) => root.locator('.MuiBarElement-root').evaluateAll((list) => list.map((b) => ({ width: Number(b.getAttribute('width')), height: Number(b.getAttribute('height')) })));

/** Waits until the JSX under a playground reads `text`. */
const jsxReads = (name: string, text: string) => expect.poll(() => jsx(name).textContent()).toBe(text);

describe('a playground line', () => {
  it('options (toggle buttons): the bars turn horizontal, and the JSX says so', async () => {
    await open('/x/charts/', 'BarChart');
    const vertical = await bars(playground('BarChart'));
    expect(vertical).toHaveLength(6);
    // Vertical bars: one width, heights that differ.
    expect(new Set(vertical.map((b) => b.width)).size).toBe(1);
    expect(await jsx('BarChart').textContent()).toBe('<BarChart />');
    // The default is marked, and the prop links to its API entry.
    expect(await knob('BarChart', 'layout').locator('.docs-knob-default').textContent()).toBe("default 'vertical'");
    expect(await knob('BarChart', 'layout').locator('a.docs-knob-name').getAttribute('href')).toBe('/x/api/charts/bar-chart/#prop-layout');
    await knob('BarChart', 'layout').locator('label', { hasText: 'horizontal' }).click();
    await jsxReads('BarChart', '<BarChart layout="horizontal" />');
    await expect.poll(async () => new Set((await bars(playground('BarChart'))).map((b) => b.height)).size).toBe(1);
    // Back to the default: the prop leaves the JSX.
    await knob('BarChart', 'layout').locator('label', { hasText: 'vertical' }).click();
    await jsxReads('BarChart', '<BarChart />');
    expect(problems).toEqual([]);
  });

  it('a switch, a number with its slider, a text field and an option of an array element by dotted path', async () => {
    await open('/x/charts/', 'BarChart');
    const root = playground('BarChart');
    // Switch: grid.horizontal draws the horizontal grid lines.
    expect(await root.locator('.MuiChartsGrid-horizontalLine').count()).toBe(0);
    await knob('BarChart', 'grid.horizontal').locator('input[role="switch"]').check();
    await expect.poll(() => root.locator('.MuiChartsGrid-horizontalLine').count()).toBeGreaterThan(0);
    await jsxReads('BarChart', '<BarChart grid={{ horizontal: true }} />');
    // Number: the field and the slider show the same value; unset, the slider is dimmed.
    const slider = knob('BarChart', 'borderRadius').locator('input[type="range"]');
    expect(await slider.getAttribute('data-unset')).toBe('');
    await knob('BarChart', 'borderRadius').locator('input[type="number"]').fill('8');
    await expect.poll(() => slider.getAttribute('data-unset')).toBeNull();
    await jsxReads('BarChart', '<BarChart borderRadius={8} grid={{ horizontal: true }} />');
    expect(await knob('BarChart', 'borderRadius').locator('input[type="range"]').inputValue()).toBe('8');
    await knob('BarChart', 'borderRadius').locator('input[type="range"]').fill('12');
    await jsxReads('BarChart', '<BarChart borderRadius={12} grid={{ horizontal: true }} />');
    expect(await knob('BarChart', 'borderRadius').locator('input[type="number"]').inputValue()).toBe('12');
    // Text: the chart's accessible title.
    await knob('BarChart', 'title').locator('input').fill('Quarterly sales');
    await expect.poll(() => root.locator('svg title').first().textContent()).toBe('Quarterly sales');
    // Dotted path into an array element: the x axis moves to the top.
    const axisAt = () => root.locator('.MuiChartsAxis-directionX').getAttribute('class');
    expect(await axisAt()).toContain('MuiChartsAxis-bottom');
    await knob('BarChart', 'xAxis.0.position').locator('label', { hasText: 'top' }).click();
    await expect.poll(axisAt).toContain('MuiChartsAxis-top');
    await jsxReads('BarChart', `<BarChart\n  borderRadius={12}\n  grid={{ horizontal: true }}\n  xAxis={[{ position: 'top' }]}\n  title="Quarterly sales"\n/>`);
    // Copy takes the JSX; Reset restores the starting state, knobs and component.
    await root.locator('[data-playground-action="copy"]').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await jsx('BarChart').textContent());
    await root.locator('[data-playground-action="reset"]').click();
    await jsxReads('BarChart', '<BarChart />');
    expect(await knob('BarChart', 'grid.horizontal').locator('input').isChecked()).toBe(false);
    expect(await knob('BarChart', 'borderRadius').locator('input[type="number"]').inputValue()).toBe('');
    await expect.poll(axisAt).toContain('MuiChartsAxis-bottom');
    await expect.poll(() => root.locator('.MuiChartsGrid-horizontalLine').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('a select for many options; a host file beside the page, which starts with the line\'s values (its knobs and JSX as served too)', async () => {
    const html = fs.readFileSync(path.join(out, 'x/charts/index.html'), 'utf8');
    const served = html.slice(html.indexOf('data-playground="LineChart"'));
    expect(served).toMatch(/data-knob-path="grid\.horizontal"[^]*?role="switch" checked/);
    expect(served).toContain('&#x3C;LineChart grid={{ horizontal: true }} />');
    await open('/x/charts/', 'LineChart');
    expect(await jsx('LineChart').textContent()).toBe('<LineChart grid={{ horizontal: true }} />');
    const line = () => playground('LineChart').locator('.MuiLineElement-root').first().getAttribute('d');
    const before = await line();
    await knob('LineChart', 'series.0.curve').locator('select').selectOption({ label: 'step' });
    await expect.poll(line).not.toBe(before);
    await jsxReads('LineChart', "<LineChart grid={{ horizontal: true }} series={[{ curve: 'step' }]} />");
    // The host's own data stays: the series keeps its six points under the knob's curve.
    expect(await playground('LineChart').locator('.MuiMarkElement-root').count()).toBe(6);
    expect(problems).toEqual([]);
  });

  it('props that make the component throw show the error in the stage, and the next change recovers', async () => {
    await open('/x/charts/', 'BarChart');
    await knob('BarChart', 'grid.vertical').locator('input[role="switch"]').check();
    const error = playground('BarChart').locator('.docs-demo-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('getTime');
    // The rest of the page and the knobs still work; turning the switch off brings the chart back.
    await knob('BarChart', 'grid.vertical').locator('input[role="switch"]').uncheck();
    await error.waitFor({ state: 'detached' });
    expect(await bars(playground('BarChart'))).toHaveLength(6);
    // React reported the caught error (once, on the console): nothing else.
    expect(problems.filter((p) => !p.includes('getTime'))).toEqual([]);
  });

  it('the knobs work from the keyboard, and axe finds no violation in the playground (light and dark)', async () => {
    await open('/x/charts/', 'BarChart');
    await knob('BarChart', 'grid.horizontal').locator('input').focus();
    await page.keyboard.press('Space');
    await jsxReads('BarChart', '<BarChart grid={{ horizontal: true }} />');
    // Arrow keys move between the options of a toggle group (a radio group), from the default.
    await knob('BarChart', 'layout').locator('input[type="radio"]:checked').focus();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('"vertical"');
    await page.keyboard.press(await knob('BarChart', 'layout').locator('input[type="radio"]').first().isChecked() ? 'ArrowRight' : 'ArrowLeft');
    await expect.poll(() => jsx('BarChart').textContent()).toContain('layout="horizontal"');
    for (const mode of ['light', 'dark']) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-mui-color-scheme', m), mode);
      expect(await axeViolations(page), mode).toEqual([]);
    }
  });
});

describe('"Try it" on the API pages', () => {
  const treeView = API_CATALOGUE.filter((c) => c.product === 'tree-view');

  it('every Tree View component API page has one, after the import, in the contents', async () => {
    for (const component of treeView) {
      const file = path.join(out, apiPathname('tree-view', component.name).slice(1), 'index.html');
      const html = fs.readFileSync(file, 'utf8');
      expect(html, component.name).toContain(`data-playground="${component.name}"`);
      expect(html.indexOf('id="try-it"'), component.name).toBeGreaterThan(html.indexOf('id="import"'));
      expect(html, component.name).toMatch(/href="#try-it"/);
    }
  });

  it('the Rich Tree View\'s knobs change the tree: checkbox selection', async () => {
    await open('/x/api/tree-view/rich-tree-view/', 'RichTreeView');
    const root = playground('RichTreeView');
    expect(await root.locator('.MuiTreeItem-root').count()).toBeGreaterThan(0);
    // In the API page's column the playground is narrow: its knobs go under the component.
    const stage = await root.locator('.docs-playground-demo').boundingBox();
    const knobs = await root.locator('.docs-playground-knobs').boundingBox();
    expect(knobs!.y).toBeGreaterThanOrEqual(stage!.y + stage!.height - 1);
    expect(await root.locator('.MuiTreeItem-root input[type="checkbox"]').count()).toBe(0);
    await knob('RichTreeView', 'checkboxSelection').locator('input').check();
    await expect.poll(() => root.locator('.MuiTreeItem-root input[type="checkbox"]').count()).toBeGreaterThan(0);
    await jsxReads('RichTreeView', '<RichTreeView checkboxSelection />');
    // Reset starts the component over too: the reader's selection goes.
    const item = root.locator('.MuiTreeItem-root').first();
    await item.locator('input[type="checkbox"]').first().click();
    await expect.poll(() => item.getAttribute('aria-selected')).toBe('true');
    await root.locator('[data-playground-action="reset"]').click();
    await jsxReads('RichTreeView', '<RichTreeView />');
    await expect.poll(() => root.locator('.MuiTreeItem-root').first().getAttribute('aria-selected')).toBe('false');
    expect(await root.locator('.MuiTreeItem-root input[type="checkbox"]').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('editing the JSX of a playground', () => {
  it('applies the edited props, moves the knobs to them and keeps the other props; errors show with their line; a knob takes over again', async () => {
    await open('/x/charts/', 'BarChart');
    const root = playground('BarChart');
    await root.locator('[data-playground-action="edit"]').click();
    const input = root.locator('textarea.docs-demo-editor-input');
    await input.waitFor();
    expect(await input.inputValue()).toBe('<BarChart />');
    await input.fill("<BarChart\n  layout=\"horizontal\"\n  borderRadius={3 * 2}\n  colors={['#d32f2f']}\n/>");
    // The component follows, with what no knob holds (the colours) as well.
    await expect.poll(async () => new Set((await bars(root)).map((b) => b.height)).size).toBe(1);
    await expect.poll(() => root.locator('.MuiBarElement-root').first().evaluate((b) => getComputedStyle(b).fill)).toBe('rgb(211, 47, 47)');
    // The knobs follow the JSX.
    expect(await knob('BarChart', 'layout').locator('input[value=\'"horizontal"\']').isChecked()).toBe(true);
    expect(await knob('BarChart', 'borderRadius').locator('input[type="number"]').inputValue()).toBe('6');
    // Copy takes the JSX as edited.
    await root.locator('[data-playground-action="copy"]').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await input.inputValue());
    // A syntax error: shown under the JSX with its line; the chart stays as it was.
    await input.fill('<BarChart\n  layout="horizontal"\n  borderRadius={\n/>');
    const error = root.locator('.docs-playground-error .docs-demo-error');
    await error.waitFor();
    expect(await error.locator('code').textContent()).toMatch(/^JSX, line [34]: /);
    expect(await bars(root)).toHaveLength(6);
    // Another element than the component is refused, by name.
    await input.fill('<PieChart />');
    await expect.poll(() => error.locator('code').textContent()).toBe('JSX, line 1: PieChart is not defined: the playground renders one <BarChart … /> element, its props written in JavaScript');
    await input.fill('<div />');
    await expect.poll(() => error.locator('code').textContent()).toBe('JSX, line 1: Keep one <BarChart … /> element: the playground renders the BarChart with its props.');
    await input.fill('<BarChart layout="horizontal" colors={[\'#d32f2f\']} />');
    await error.waitFor({ state: 'detached' });
    // Moving a knob closes the editor: the JSX now shows the knobs and the props beside them.
    // (Not a grid knob: in @mui/x-charts 8.5.0, grid lines along a band axis throw.)
    await knob('BarChart', 'borderRadius').locator('input[type="number"]').fill('4');
    await input.waitFor({ state: 'detached' });
    await jsxReads('BarChart', "<BarChart layout=\"horizontal\" borderRadius={4} colors={['#d32f2f']} />");
    expect(await root.locator('.MuiBarElement-root').first().evaluate((b) => getComputedStyle(b).fill)).toBe('rgb(211, 47, 47)');
    // Reset drops them all.
    await root.locator('[data-playground-action="reset"]').click();
    await jsxReads('BarChart', '<BarChart />');
    expect(problems).toEqual([]);
  });
});
