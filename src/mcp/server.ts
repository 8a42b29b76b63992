import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { loadDocs } from './load-docs.ts';
import { MAX_QUERY_LENGTH } from './search.ts';
import { createLineTransport } from './stdio.ts';
import { createDocsContext, getApi, getDemo, getPage, listDemos, listPages, searchDocs, type DocsContext, type ToolAnswer } from './tools.ts';

const answer = (a: ToolAnswer): CallToolResult => ({ content: [{ type: 'text', text: a.text }], ...(a.error ? { isError: true } : {}) });
const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;

/** The longest name, path or anchor a tool takes: page URLs and ids are far shorter. */
const MAX_NAME_LENGTH = 500;
/**
 * Every text a caller passes is bounded, so that no call costs more than a few milliseconds of
 * search: a longer one is refused with the limit named.
 */
const queryText = () => z.string().max(MAX_QUERY_LENGTH, `Longer than the limit of ${MAX_QUERY_LENGTH} characters (keep the words that matter)`);
const nameText = () => z.string().max(MAX_NAME_LENGTH, `Longer than the limit of ${MAX_NAME_LENGTH} characters`);

/** The tools, each with a description an assistant can choose by and a zod schema of its input. */
function registerTools(server: McpServer, ctx: DocsContext): void {
  const { index } = ctx.docs;
  const site = `${index.productName} ${index.docsVersion}`;
  const groups = index.groups.map((g) => `"${g.slug}" (${g.title})`).join(', ');
  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description: `Searches the ${site} documentation (guides and API reference) and returns the best sections, ranked: page title, heading, URL with the heading's anchor, and a snippet. Start here, then read a result with get_page. Queries in English or Chinese (Chinese matches the Chinese page titles; the text is English).`,
      inputSchema: {
        query: queryText().min(1).describe('What to look for, e.g. "checkbox selection" or "行选择"'),
        limit: z.number().int().min(1).max(20).default(8).describe('How many results (1-20, default 8)'),
        group: nameText().optional().describe(`Only this part of the docs: ${groups}`),
      },
      outputSchema: {
        results: z.array(z.object({ title: z.string(), heading: z.string(), url: z.string(), markdownUrl: z.string(), pathname: z.string(), anchor: z.string(), snippet: z.string(), score: z.number() })),
      },
      annotations: READ_ONLY,
    },
    ({ query, limit, group }) => {
      const { text, hits } = searchDocs(ctx, { query, limit, ...(group ? { group } : {}) });
      return { content: [{ type: 'text', text }], structuredContent: { results: hits } };
    },
  );
  server.registerTool(
    'get_page',
    {
      title: 'Get a page as Markdown',
      description: `Returns a page of the ${site} docs as Markdown: demos as their TypeScript source, API tables as Markdown tables, links absolute. Name the page by URL, path ("/x/react-data-grid/filtering"), .md URL or title; add a section anchor (or a #anchor in the URL) to get that section only.`,
      inputSchema: {
        page: nameText().min(1).describe('Page URL, path, .md URL or exact title; a #anchor selects a section'),
        section: nameText().optional().describe('Anchor of one section, e.g. "checkbox-selection"'),
      },
      annotations: READ_ONLY,
    },
    ({ page, section }) => answer(getPage(ctx, { page, ...(section ? { section } : {}) })),
  );
  server.registerTool(
    'list_pages',
    {
      title: 'List the pages',
      description: `Lists the pages of the ${site} docs with their URLs and descriptions, by navigation group (${groups}).`,
      inputSchema: { group: nameText().optional().describe('Only this group (its slug or title)') },
      annotations: READ_ONLY,
    },
    ({ group }) => answer(listPages(ctx, group !== undefined ? { group } : {})),
  );
  registerApiAndDemoTools(server, ctx, site);
}

function registerApiAndDemoTools(server: McpServer, ctx: DocsContext, site: string): void {
  server.registerTool(
    'get_api',
    {
      title: "Get a component's API",
      description: `Returns the API reference of a ${site} component or interface (e.g. DataGrid, DateCalendar, GridColDef): its import, every prop with type, default and description, slots and CSS classes, as Markdown. Name a member to get that prop, slot or CSS class alone. Hooks have no page of their own: the answer names the pages that document them.`,
      inputSchema: {
        name: nameText().min(1).describe('Component, interface or hook name, e.g. "DataGrid"'),
        product: z.enum(['data-grid', 'date-pickers', 'charts', 'tree-view']).optional().describe('Which product, when several have the name'),
        member: nameText().optional().describe('One prop, slot or CSS class, e.g. "checkboxSelection"'),
      },
      annotations: READ_ONLY,
    },
    ({ name, product, member }) => answer(getApi(ctx, { name, ...(product ? { product } : {}), ...(member ? { member } : {}) })),
  );
  server.registerTool(
    'list_demos',
    {
      title: 'List demos',
      description: `Lists the live demos of the ${site} docs with their ids: all of them, those of one page, those using a component, or those whose name or page matches some words. Get a demo's code with get_demo.`,
      inputSchema: {
        page: nameText().optional().describe('Only the demos of this page (URL, path or title)'),
        component: nameText().optional().describe('Only demos whose code uses this component, e.g. "DataGridPro"'),
        query: queryText().optional().describe('Words of the demo name or of its page title'),
      },
      annotations: READ_ONLY,
    },
    ({ page, component, query }) => answer(listDemos(ctx, { ...(page ? { page } : {}), ...(component ? { component } : {}), ...(query ? { query } : {}) })),
  );
  server.registerTool(
    'get_demo',
    {
      title: "Get a demo's source",
      description: `Returns the source of a ${site} demo, in TypeScript or JavaScript, with the local files it imports: ready to paste into a project that has the packages installed.`,
      inputSchema: {
        id: nameText().min(1).describe('Demo id from list_demos (e.g. "pages/react-data-grid/row-selection/CheckboxSelectionGrid") or a unique demo name'),
        language: z.enum(['ts', 'js']).default('ts').describe('TypeScript (default) or JavaScript'),
        style: z.enum(['system', 'css', 'tailwind']).optional().describe('Code style variant, for demos that have several (default system)'),
      },
      annotations: READ_ONLY,
    },
    ({ id, language, style }) => answer(getDemo(ctx, { id, language, ...(style ? { style } : {}) })),
  );
}

const log = (message: string) => process.stderr.write(`docs-build mcp: ${message}\n`);

/**
 * Serves a built site over stdio with the Model Context Protocol: search, pages, API reference and
 * demos, from the output directory only (no source tree, no network). Everything is read and
 * indexed once, before the server answers; every call then reads memory. `closed` settles when
 * the connection ends (stdin closed, stdout gone, or `close()`), the reason written to stderr.
 */
export async function startMcpServer(outDir: string, version: string): Promise<{ close(): Promise<void>; closed: Promise<void> }> {
  const ctx = createDocsContext(loadDocs(outDir));
  const { index } = ctx.docs;
  const server = new McpServer(
    { name: 'docs-build', title: `${index.productName} docs`, version },
    {
      instructions: `The ${index.productName} ${index.docsVersion} documentation (${index.siteUrl}${index.basePath}/). Search with search_docs, then read pages with get_page; get_api gives a component's props, get_demo a demo's code.`,
      // The tools take a few texts each: arguments of thousands of values are refused before validation.
      maxToolInputElements: 100,
    },
  );
  registerTools(server, ctx);
  const transport = createLineTransport();
  // Nothing may end the server unexplained: what the SDK only reports, and the reason it stops, go to stderr.
  server.server.onerror = (error) => log(error.message);
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = () => {
      log(`stopped: ${transport.closedBecause!}.`);
      resolve();
    };
  });
  process.once('exit', (code) => {
    if (transport.closedBecause === undefined) log(`exiting with code ${code} while serving.`);
  });
  await server.connect(transport);
  return { close: () => server.close(), closed };
}
