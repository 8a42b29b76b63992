// `docs-build mcp` on the bundled docs, driven by the MCP SDK's own client over stdio: the tools
// it lists, a search, the top page, the DataGrid API, a demo's source, and how fast it answers.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT } from '../helpers/cli.ts';
import { sharedDocsBuild } from '../helpers/docs-site.ts';

let client: Client;
const durations = new Map<string, number[]>();

/** Calls a tool, timing the round trip, and returns its text (and structured content). */
async function call(name: string, args: Record<string, unknown>): Promise<{ text: string; structured?: Record<string, unknown>; isError?: boolean }> {
  const started = performance.now();
  const result = await client.callTool({ name, arguments: args });
  durations.set(name, [...(durations.get(name) ?? []), performance.now() - started]);
  const content = result.content as { type: string; text: string }[];
  return { text: content.map((c) => c.text).join(''), ...(result.structuredContent ? { structured: result.structuredContent as Record<string, unknown> } : {}), ...(result.isError ? { isError: true } : {}) };
}

beforeAll(async () => {
  const { out, built } = await sharedDocsBuild();
  expect(built.code, built.stderr).toBe(0);
  client = new Client({ name: 'docs-build-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp', '--out', out], cwd: ROOT, stderr: 'pipe' }));
  // The shared docs build may still be running (another file started it): a few minutes on a busy machine.
}, 900_000);

afterAll(async () => {
  await client?.close();
});

describe('docs-build mcp on the bundled docs', () => {
  it('lists its tools, each with a description and an input schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['get_api', 'get_demo', 'get_page', 'list_demos', 'list_pages', 'search_docs']);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(60);
      expect(tool.inputSchema.type).toBe('object');
    }
    const search = tools.find((t) => t.name === 'search_docs')!;
    expect(search.inputSchema.required).toEqual(['query']);
  });

  it('searches "checkbox selection", then fetches the top page', async () => {
    const found = await call('search_docs', { query: 'checkbox selection', limit: 5 });
    const results = found.structured?.results as { pathname: string; anchor: string; url: string; snippet: string }[];
    // The sections named so come first (the Data Grid's and the Tree View's, close in rank), pages before API types.
    const sections = results.slice(0, 3);
    expect(sections.every((r) => r.anchor === 'checkbox-selection')).toBe(true);
    expect(sections.map((r) => r.pathname)).toContain('/x/react-data-grid/row-selection');
    const top = results[0]!;
    expect(top.url).toBe(`https://mui.com${top.pathname}/#checkbox-selection`);
    expect(top.snippet.toLowerCase()).toContain('checkbox');
    expect(found.text).toContain(top.url);
    const page = await call('get_page', { page: top.url.split('#')[0]! });
    expect(page.text).toMatch(/^---\ntitle: .+\n/);
    expect(page.text).toContain('## Checkbox selection');
    // Its demos, as TypeScript.
    expect(page.text).toMatch(/```tsx title="\w+\.tsx"\n/);
    const section = await call('get_page', { page: top.url });
    expect(section.text.startsWith(`Source: ${top.url}\n\n## Checkbox selection`)).toBe(true);
  });

  it('finds pages by a Chinese query', async () => {
    const found = await call('search_docs', { query: '行选择', limit: 3 });
    expect((found.structured?.results as { pathname: string }[])[0]?.pathname).toBe('/x/react-data-grid/row-selection');
  });

  it('gives the DataGrid API: props with types and defaults', async () => {
    const api = await call('get_api', { name: 'DataGrid' });
    expect(api.text).toContain('# DataGrid API');
    expect(api.text).toContain('| `checkboxSelection` | `boolean` | `false` |');
    expect(api.text).toContain('## Slots');
    const member = await call('get_api', { name: 'DataGrid', member: 'checkboxSelection' });
    expect(member.text).toContain('Type: `boolean`\nDefault: `false`');
  });

  it("lists a page's demos and gives one's source in TypeScript and JavaScript", async () => {
    const list = await call('list_demos', { page: '/x/react-data-grid/row-selection' });
    const id = /^- (\S+) \(/m.exec(list.text)?.[1];
    expect(id).toMatch(/^pages\/react-data-grid\/row-selection\//);
    const ts = await call('get_demo', { id: id!, language: 'ts' });
    expect(ts.isError).toBeUndefined();
    expect(ts.text).toMatch(/```tsx title="\w+\.tsx"\n[\s\S]*export default function/);
    const js = await call('get_demo', { id: id!, language: 'js' });
    expect(js.text).toMatch(/```jsx title="\w+\.js"\n[\s\S]*export default function/);
  });

  it('answers each call within 100 ms (median over repeated calls)', async () => {
    for (let i = 0; i < 5; i++) {
      await call('search_docs', { query: ['checkbox selection', 'column pinning', '行选择', 'date range picker', 'tree view drag and drop'][i]! });
      await call('get_page', { page: '/x/react-data-grid/filtering' });
      await call('get_api', { name: 'DataGridPremium' });
      await call('list_demos', { component: 'DateRangePicker' });
      await call('get_demo', { id: 'pages/react-data-grid/row-selection/CheckboxSelection' });
    }
    const medians = Object.fromEntries([...durations].map(([name, ms]) => [name, ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)]!]));
    for (const [name, median] of Object.entries(medians)) expect(median, name).toBeLessThan(100);
  });
});
