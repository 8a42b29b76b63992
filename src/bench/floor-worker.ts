// Worker thread of the render floor (compile-floor.ts): compiles its share of the pages with the
// build's Markdown compiler (unified, GFM, shiki) into HTML, as the render stage serialises each
// article (stringify-hast.ts), and nothing else, and reports when done.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { createMarkdownCompiler } from '../markdown/compile-markdown.ts';
import { pageSourceOf } from '../markdown/page-source.ts';
import { stringifyHast } from '../markdown/stringify-hast.ts';

export interface FloorWork {
  files: string[];
  routes: [file: string, route: string][];
  family: { basePath: string; prefixes: Record<string, string> };
}

const work = workerData as FloorWork;
const routes = new Map(work.routes);
const compile = await createMarkdownCompiler({ routeOfFile: (f) => routes.get(f), family: work.family });
for (const file of work.files) stringifyHast(compile(pageSourceOf(file, fs.readFileSync(file, 'utf8'))).hast);
parentPort!.postMessage('done');
