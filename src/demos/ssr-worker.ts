// Worker thread: server-renders the demos the main thread hands it, one at a time, with the
// server bundle of the demos (bundle-demos.ts).
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { DemoServerModule, SsrRequest, SsrResponse } from './bundle-demos.ts';

const port = parentPort!;
const mod = (await import(pathToFileURL((workerData as { file: string }).file).href)) as DemoServerModule;
port.on('message', (request: SsrRequest) => {
  if (request.type === 'exit') {
    port.close();
    return;
  }
  try {
    const rendered = mod.renderDemo(mod.components[request.key], request.demoId);
    port.postMessage({ type: 'rendered', key: request.key, ...rendered } satisfies SsrResponse);
  } catch (error) {
    port.postMessage({ type: 'threw', key: request.key, message: (error as Error).message || String(error) } satisfies SsrResponse);
  }
});
