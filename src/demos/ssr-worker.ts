// Worker thread: server-renders the demos the main thread hands it, one at a time. In a build it
// renders from the server bundle of the demos (bundle-demos.ts); in watch mode (`live`, see
// live-ssr.ts) from the small module of each request, whose packages Node loads itself.
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { DemoServerModule, SsrRequest, SsrResponse } from './bundle-demos.ts';

/** The packages import CSS files, empty markers (styles come from Emotion), which Node cannot load: they load as empty modules. */
const CSS_HOOK = `export async function load(url, context, next) {
  return /\\.css(\\?|$)/.test(url) ? { format: 'module', source: '', shortCircuit: true } : next(url, context);
}`;

const port = parentPort!;
const data = workerData as { file?: string; live?: boolean };
if (data.live) register(`data:text/javascript,${encodeURIComponent(CSS_HOOK)}`);
const bundle = data.file ? ((await import(pathToFileURL(data.file).href)) as DemoServerModule) : undefined;
const post = (response: SsrResponse) => port.postMessage(response);
// The build's thread tells when the packages have loaded: each demo's time limit starts then.
if (bundle) post({ type: 'loaded' });

async function handle(request: SsrRequest): Promise<void> {
  if (request.type === 'exit') {
    port.close();
    return;
  }
  let mod = bundle;
  if (!mod) {
    try {
      mod = (await import(pathToFileURL(request.file!).href)) as DemoServerModule;
    } catch (error) {
      post({ type: 'unloadable', key: request.key, message: (error as Error).message || String(error) });
      return;
    }
  }
  try {
    // The demo's module runs here, when it is first rendered (its top level may throw, or never end).
    const demo = await mod.loaders[request.key]!();
    post({ type: 'rendered', key: request.key, ...mod.renderDemo(demo.default, request.demoId) });
  } catch (error) {
    post({ type: 'threw', key: request.key, message: (error as Error).message || String(error) });
  }
}

// One request at a time, in order: each is answered before the next starts.
let queue = Promise.resolve();
port.on('message', (request: SsrRequest) => {
  queue = queue.then(() => handle(request));
});
