import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { copyFixture, runCli, startServe, type RunningServer } from '../helpers/cli.ts';
import { launchBrowser, watchConsole } from '../helpers/browser.ts';
import { axeViolations } from '../helpers/axe.ts';

// The live editor of demo code (client/demo/editor.tsx): the demos fixture, with a demo that
// imports a file of its own added to its pickers page.
let sandboxServer: http.Server;
let sandboxUrl = '';
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];

const GREETING_DEMO = `import * as React from 'react';
import Button from '@mui/material/Button';
import { greetings, type Greeting } from './greetings';

export default function GreetingDemo() {
  const [index, setIndex] = React.useState<number>(0);
  const current: Greeting = greetings[index % greetings.length]!;
  return (
    <Button variant="outlined" onClick={() => setIndex(index + 1)}>
      {current.text}
    </Button>
  );
}
`;
const GREETINGS = `export interface Greeting {
  text: string;
}

export const greetings: Greeting[] = [{ text: 'Hello' }, { text: 'Bonjour' }];
`;

beforeAll(async () => {
  sandboxServer = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>sandbox</title>'));
  await new Promise<void>((resolve) => sandboxServer.listen(0, '127.0.0.1', resolve));
  const address = sandboxServer.address();
  sandboxUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const content = copyFixture('demos');
  const dir = path.join(content, 'pages/components');
  fs.writeFileSync(path.join(dir, 'GreetingDemo.tsx'), GREETING_DEMO);
  fs.writeFileSync(path.join(dir, 'greetings.ts'), GREETINGS);
  fs.appendFileSync(path.join(dir, 'pickers.md'), '\n## Greeting\n\n{{"demo": "GreetingDemo.tsx", "defaultCodeOpen": true}}\n');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-live-edit-'));
  // The service worker registers on this host (the offline test reads the editor from its cache).
  const overrides = { productionHost: '127.0.0.1', demos: { iconFontUrl: '', stackblitzUrl: `${sandboxUrl}/stackblitz-run`, codesandboxUrl: `${sandboxUrl}/codesandbox-define` }, ads: { enabled: false }, analytics: { measurementId: '' } };
  const built = await runCli(['--content', content, '--out', out], { env: { DOCS_BUILD_CONFIG: JSON.stringify(overrides) } });
  expect(built.code, built.stderr + built.stdout).toBe(0);
  server = await startServe(out);
  browser = await launchBrowser({ localOnly: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  sandboxServer?.close();
});

beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await context.newPage();
  problems = watchConsole(page);
});

const demo = (name: string) => page.locator(`.docs-demo[data-demo$="/${name}"]`);
const liveText = (name: string) => demo(name).locator('.docs-demo-live').textContent();
const editor = (name: string) => demo(name).locator('textarea.docs-demo-editor-input:visible');
const status = (name: string) => demo(name).locator('.docs-demo-edit-status');

/** Opens the pickers page in a language (the reader's preference, as a cookie would keep it) and waits for its demos to be live. */
async function open(language: 'JS' | 'TS') {
  await context.addCookies([{ name: 'codeVariant', value: language, url: server.url }]);
  await page.goto(`${server.url}/x/components/pickers/`);
  await demoLive();
  expect(await page.locator('html').getAttribute('data-code-variant')).toBe(language);
}

/** Waits until the page's demos are wired and the greeting demo is live. */
async function demoLive() {
  await page.waitForSelector('html[data-demos-ready="true"]');
  await demo('GreetingDemo').scrollIntoViewIfNeeded();
  // The reader reaching for it: a demo hydrated over its server markup starts then (client/engagement.ts).
  await demo('GreetingDemo').hover();
  await page.waitForSelector('.docs-demo[data-demo$="/GreetingDemo"] .docs-demo-live[data-live="true"]');
}

/** Reloads the page and starts editing the greeting demo once it is live. */
async function reloadAndEdit() {
  await page.reload();
  await demoLive();
  await startEditing('GreetingDemo');
}

/** Starts editing a demo with the toolbar's button; resolves once its editor has the focus. */
async function startEditing(name: string) {
  await demo(name).locator('[data-demo-action="edit"]').click();
  await editor(name).waitFor();
  await page.waitForFunction(() => document.activeElement?.classList.contains('docs-demo-editor-input'));
}

/** Replaces the editor's text (as a paste would) and waits until the demo's live area shows `shown`. */
async function edit(name: string, from: string, to: string, shown?: string) {
  const text = await editor(name).inputValue();
  expect(text).toContain(from);
  await editor(name).fill(text.replace(from, to));
  if (shown) await demo(name).locator('.docs-demo-live').filter({ hasText: shown }).waitFor();
}

describe('editing a demo', () => {
  it('TypeScript: the demo re-renders with the edited code, which imports the demo\'s own file, in the page\'s theme', async () => {
    await open('TS');
    expect(await liveText('GreetingDemo')).toBe('Hello');
    await startEditing('GreetingDemo');
    expect(await editor('GreetingDemo').inputValue()).toBe(GREETING_DEMO);
    await edit('GreetingDemo', '{current.text}', '{current.text.toUpperCase()}: {greetings.length} <i>typed</i>', 'HELLO: 2 typed');
    // The same React and MUI as the page's demos: the edited button is a themed MUI button.
    expect(await demo('GreetingDemo').locator('.docs-demo-live button.MuiButton-outlined').count()).toBe(1);
    // Its state works (the event handler of edited code).
    await demo('GreetingDemo').locator('.docs-demo-live button').click();
    await demo('GreetingDemo').locator('.docs-demo-live').filter({ hasText: 'BONJOUR: 2 typed' }).waitFor();
    expect(await status('GreetingDemo').isHidden()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('switching the direction keeps the edit: the demo mounts again right to left with the edited code', async () => {
    await open('TS');
    await startEditing('GreetingDemo');
    await edit('GreetingDemo', '{current.text}', '{current.text} (rtl)', 'Hello (rtl)');
    await page.locator('.docs-settings-button').click();
    await page.locator('#docs-settings [data-pref="direction"][data-value="rtl"]').click();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    // The new mount is right to left (its styles come from the right-to-left Emotion cache, `demo-rtl-…` classes), and shows the edit.
    const button = demo('GreetingDemo').locator('.docs-demo-live button[class*="demo-rtl-"]');
    await button.waitFor();
    expect(await button.textContent()).toBe('Hello (rtl)');
    expect(await editor('GreetingDemo').inputValue()).toContain('{current.text} (rtl)');
    expect(problems).toEqual([]);
  });

  it('JavaScript: the JS source is edited and run', async () => {
    await open('JS');
    await startEditing('GreetingDemo');
    const text = await editor('GreetingDemo').inputValue();
    expect(text).not.toContain('type Greeting');
    await edit('GreetingDemo', 'variant="outlined"', 'variant="contained"');
    await edit('GreetingDemo', '{current.text}', '{`JS ${current.text}`}', 'JS Hello');
    expect(await demo('GreetingDemo').locator('.docs-demo-live button.MuiButton-contained').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('a syntax error shows under the demo with its line, and the last good render stays until it is fixed', async () => {
    await open('TS');
    await startEditing('GreetingDemo');
    await edit('GreetingDemo', '{current.text}', '{current.text}!', 'Hello!');
    await edit('GreetingDemo', '  return (', '  const broken = 1 +;\n  return (');
    await status('GreetingDemo').filter({ hasText: 'Unexpected token' }).waitFor();
    expect(await status('GreetingDemo').locator('code').getAttribute('data-line')).toBe('8');
    expect(await status('GreetingDemo').textContent()).toContain('GreetingDemo.tsx, line 8: Unexpected token');
    expect(await status('GreetingDemo').getAttribute('role')).toBe('alert');
    expect(await liveText('GreetingDemo')).toBe('Hello!');
    // An error thrown while rendering: its line too, and the last good render again.
    await edit('GreetingDemo', '  const broken = 1 +;\n', "  if (index === 0) throw new Error('no greeting yet');\n");
    await status('GreetingDemo').filter({ hasText: 'no greeting yet' }).waitFor();
    expect(await status('GreetingDemo').locator('code').getAttribute('data-line')).toBe('8');
    expect(await liveText('GreetingDemo')).toBe('Hello!');
    // Fixed: the error goes, the demo shows the code.
    await edit('GreetingDemo', "  if (index === 0) throw new Error('no greeting yet');\n", '', 'Hello!');
    await edit('GreetingDemo', '{current.text}!', '{current.text}?', 'Hello?');
    await status('GreetingDemo').waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
  });

  it('errors sucrase lets through, errors of its JSX step and errors in event handlers are placed too', async () => {
    await open('TS');
    await startEditing('GreetingDemo');
    await edit('GreetingDemo', '{current.text}', '{current.text}.', 'Hello.');
    // A second declaration of a name: sucrase passes it, the browser's parser does not.
    await edit('GreetingDemo', '  return (', '  const index = 5;\n  return (');
    await status('GreetingDemo').filter({ hasText: "Identifier 'index' has already been declared" }).waitFor();
    expect(await status('GreetingDemo').locator('code').getAttribute('data-line')).toBe('8');
    // Sucrase's JSX transformer throws without a place: the token it stopped on gives one.
    await editor('GreetingDemo').fill(GREETING_DEMO.replace('{current.text}', 'Hi {current text'));
    await status('GreetingDemo').filter({ hasText: 'Unexpected token when processing JSX children' }).waitFor();
    expect(Number(await status('GreetingDemo').locator('code').getAttribute('data-line'))).toBeGreaterThanOrEqual(10);
    expect(await liveText('GreetingDemo')).toBe('Hello.');
    // A throw in a click handler of the edited code: under the demo, at its line.
    await editor('GreetingDemo').fill(GREETING_DEMO.replace('onClick={() => setIndex(index + 1)}', "onClick={() => {\n        throw new Error('not open yet');\n      }}"));
    await status('GreetingDemo').waitFor({ state: 'hidden' });
    await demo('GreetingDemo').locator('.docs-demo-live button').click();
    await status('GreetingDemo').filter({ hasText: 'not open yet' }).waitFor();
    expect(await status('GreetingDemo').locator('code').getAttribute('data-line')).toBe('10');
    expect(problems).toEqual([]);
  });

  it('an import the page cannot satisfy is an error that names it and what the demo can import', async () => {
    await open('TS');
    await startEditing('GreetingDemo');
    await edit('GreetingDemo', "import Button from '@mui/material/Button';", "import Button, { Slider } from '@mui/material/Button';");
    await edit('GreetingDemo', '{current.text}', '<Slider />{current.text}');
    await status('GreetingDemo').filter({ hasText: 'Slider' }).waitFor();
    expect(await status('GreetingDemo').textContent()).toContain("'Slider' is not exported by '@mui/material/Button' as the site's demos bundle it. It offers: its default export only.");
    expect(await liveText('GreetingDemo')).toBe('Hello');
    // (An import the code does not use is dropped, as TypeScript drops it: this one is used.)
    await edit('GreetingDemo', "import Button, { Slider } from '@mui/material/Button';", "import Button from '@mui/material/Button';\nimport chunk from 'lodash/chunk';");
    await edit('GreetingDemo', '<Slider />{current.text}', '{chunk([current.text], 1).length}');
    await status('GreetingDemo').filter({ hasText: 'lodash' }).waitFor();
    const message = (await status('GreetingDemo').textContent())!;
    expect(message).toContain("GreetingDemo.tsx, line 3: 'lodash/chunk' is not among the modules the site's demos are bundled with.");
    // What the demos import is offered; the editor's own packages are not.
    expect(message).toContain('@mui/x-date-pickers');
    expect(message).not.toContain('sucrase');
    await editor('GreetingDemo').fill(GREETING_DEMO.replace("'./greetings'", "'./salutations'"));
    await status('GreetingDemo').filter({ hasText: "'./salutations' is not one of this demo's files (greetings.ts)." }).waitFor();
    expect(problems).toEqual([]);
  });

  it('reset restores the code and the demo; copy and the sandbox take the edited code', async () => {
    await open('TS');
    await startEditing('GreetingDemo');
    await edit('GreetingDemo', '{current.text}', '{current.text} (edited)', 'Hello (edited)');
    expect(await demo('GreetingDemo').getAttribute('data-edited')).toBe('true');
    await demo('GreetingDemo').locator('[data-demo-action="copy"]').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(GREETING_DEMO.replace('{current.text}', '{current.text} (edited)'));
    const posted = new Promise<Request>((resolve) => context.on('request', (r) => r.url().includes('/stackblitz-run') && resolve(r)));
    await demo('GreetingDemo').locator('[data-demo-action="stackblitz"]').click();
    const fields = new URLSearchParams((await posted).postData() ?? '');
    // (A form posts its fields' line ends as CRLF.)
    expect(fields.get('project[files][src/Demo.tsx]')!.replace(/\r\n/g, '\n')).toBe(GREETING_DEMO.replace('{current.text}', '{current.text} (edited)'));
    expect(fields.get('project[files][src/greetings.ts]')!.replace(/\r\n/g, '\n')).toBe(GREETINGS);
    await demo('GreetingDemo').locator('[data-demo-action="reset"]').click();
    await demo('GreetingDemo').locator('.docs-demo-live').filter({ hasText: /^Hello$/ }).waitFor();
    expect(await editor('GreetingDemo').count()).toBe(0);
    expect(await demo('GreetingDemo').getAttribute('data-edited')).toBeNull();
    expect(await demo('GreetingDemo').locator('.docs-demo-source:visible [data-part="full"] pre').textContent()).toBe(GREETING_DEMO.replace(/\n$/, ''));
    expect(problems.filter((p) => !p.includes('/stackblitz-run'))).toEqual([]);
  });

  it('switching the code language asks before it discards the changes', async () => {
    await open('TS');
    await startEditing('GreetingDemo');
    await edit('GreetingDemo', '{current.text}', '{current.text} kept', 'Hello kept');
    const answers = [false, true];
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void (answers.shift() ? dialog.accept() : dialog.dismiss());
    });
    const js = demo('GreetingDemo').locator('[data-pref="codeVariant"][data-value="JS"]');
    await js.click();
    expect(asked).toEqual(['Discard your changes to the demo code?']);
    expect(await page.locator('html').getAttribute('data-code-variant')).toBe('TS');
    expect(await editor('GreetingDemo').inputValue()).toContain('{current.text} kept');
    await js.click();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-code-variant') === 'JS');
    await demo('GreetingDemo').locator('.docs-demo-live').filter({ hasText: /^Hello$/ }).waitFor();
    expect(await editor('GreetingDemo').count()).toBe(0);
    expect(asked).toHaveLength(2);
  });

  it('keyboard: Enter on the code edits it, Tab indents, Escape then Tab leaves; the editor is labelled and passes axe', async () => {
    await open('TS');
    const pre = demo('GreetingDemo').locator('.docs-demo-source:visible [data-part="full"] pre');
    await pre.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.classList.contains('docs-demo-editor-input'));
    const textarea = editor('GreetingDemo');
    expect(await textarea.getAttribute('aria-label')).toBe('Demo code, editable: the demo updates as you type');
    const hint = page.locator(`#${await textarea.getAttribute('aria-describedby')}`);
    expect(await hint.textContent()).toContain('press Escape, then Tab, to leave the editor');
    await page.keyboard.press('Tab');
    expect(await textarea.inputValue()).toBe(`  ${GREETING_DEMO}`);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await page.keyboard.press('Escape');
    expect(await hint.textContent()).toBe('Press Tab to leave the editor, or keep typing.');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('TEXTAREA');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('a click in the code puts the caret where it was', async () => {
    await open('TS');
    const pre = demo('GreetingDemo').locator('.docs-demo-source:visible [data-part="full"] pre');
    const word = pre.locator('span', { hasText: /^\s*GreetingDemo$/ }).first();
    const box = (await word.boundingBox())!;
    await page.mouse.click(box.x + box.width - 1, box.y + box.height / 2);
    await page.waitForFunction(() => document.activeElement?.classList.contains('docs-demo-editor-input'));
    const caret = await editor('GreetingDemo').evaluate((t: HTMLTextAreaElement) => t.selectionStart);
    expect(caret).toBe(GREETING_DEMO.indexOf('GreetingDemo()') + 'GreetingDemo'.length);
  });

  it('works offline once the editor has been loaded, from the service worker\'s cache', async () => {
    await open('TS');
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    // Read once with the worker in control: the page, its demos and the editor go through it.
    await reloadAndEdit();
    await edit('GreetingDemo', '{current.text}', '{current.text} online', 'Hello online');
    await context.setOffline(true);
    try {
      await reloadAndEdit();
      await edit('GreetingDemo', '{current.text}', '{current.text} offline', 'Hello offline');
    } finally {
      await context.setOffline(false);
    }
  });

  it('an iframe demo: its code runs in the frame (whose media queries read the frame), an error shows under it, reset reloads it', async () => {
    await context.addCookies([{ name: 'codeVariant', value: 'TS', url: server.url }]);
    await page.goto(`${server.url}/x/components/frames/`);
    await page.waitForSelector('html[data-demos-ready="true"]');
    const layout = demo('ResponsiveLayout');
    await layout.scrollIntoViewIfNeeded();
    await page.waitForSelector('.docs-demo[data-demo$="/ResponsiveLayout"] .docs-demo-live[data-committed="true"]');
    const frame = page.frameLocator('.docs-demo[data-demo$="/ResponsiveLayout"] iframe');
    expect(await frame.locator('[data-testid="layout"]').textContent()).toBe('Narrow layout');
    await startEditing('ResponsiveLayout');
    await edit('ResponsiveLayout', "{wide ? 'Wide layout' : 'Narrow layout'}", "{wide ? 'Wide layout' : 'Edited narrow layout'}");
    await frame.locator('[data-testid="layout"]', { hasText: 'Edited narrow layout' }).waitFor();
    await edit('ResponsiveLayout', "const sections = ['Inbox', 'Starred', 'Archive'];", "const sections = ['Inbox', 'Starred', 'Archive'];\nconst missing = sections.nothing.length;");
    await status('ResponsiveLayout').filter({ hasText: 'ResponsiveLayout.tsx, line 9' }).waitFor();
    expect(await frame.locator('[data-testid="layout"]').textContent()).toBe('Edited narrow layout');
    await layout.locator('[data-demo-action="reset"]').click();
    await frame.locator('[data-testid="layout"]', { hasText: /^Narrow layout$/ }).waitFor();
    expect(await editor('ResponsiveLayout').count()).toBe(0);
    expect(await status('ResponsiveLayout').isHidden()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('the files a demo imports are editable too: the demo runs them, copy and the sandbox take them', async () => {
    await open('TS');
    await demo('GreetingDemo').locator('button[data-file-tab="greetings.ts"]:visible').click();
    await startEditing('GreetingDemo');
    const textarea = demo('GreetingDemo').locator('.docs-demo-file:visible textarea.docs-demo-editor-input');
    expect(await textarea.inputValue()).toBe(GREETINGS);
    await textarea.fill(GREETINGS.replace("{ text: 'Hello' }", "{ text: 'Hi there' }"));
    await demo('GreetingDemo').locator('.docs-demo-live').filter({ hasText: /^Hi there$/ }).waitFor();
    expect(await demo('GreetingDemo').getAttribute('data-edited')).toBe('true');
    // The demo's own file, edited beside it, runs with the edited data.
    await demo('GreetingDemo').locator('button[data-file-tab=""]:visible').click();
    await startEditing('GreetingDemo');
    await edit('GreetingDemo', '{current.text}', '{current.text.length}', '8');
    await demo('GreetingDemo').locator('button[data-file-tab="greetings.ts"]:visible').click();
    await demo('GreetingDemo').locator('[data-demo-action="copy"]').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(GREETINGS.replace("{ text: 'Hello' }", "{ text: 'Hi there' }"));
    const posted = new Promise<Request>((resolve) => context.on('request', (r) => r.url().includes('/codesandbox-define') && resolve(r)));
    await demo('GreetingDemo').locator('[data-demo-action="codesandbox"]').click();
    expect((await posted).postData()).toBeTruthy();
    await demo('GreetingDemo').locator('[data-demo-action="reset"]').click();
    await demo('GreetingDemo').locator('.docs-demo-live').filter({ hasText: /^Hello$/ }).waitFor();
    expect(await demo('GreetingDemo').locator('textarea').count()).toBe(0);
  });
});
