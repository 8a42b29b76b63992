import childProcess, { type ChildProcess } from 'node:child_process';
import * as pagefind from 'pagefind';

type CreateIndex = typeof pagefind.createIndex;

/** The service this thread's Pagefind API started last, while it is the one in use. */
let current: ChildProcess | undefined;
/** Whether the service of the last createIndex exited while in use. */
let stopped = false;

/**
 * `pagefind.createIndex`, with the service it starts watched. Pagefind's service panics on a write
 * error (a full disk, an output folder removed under it) and its Node API never answers the
 * requests it had: a build would wait for ever. When the service exits with this thread still
 * using it, Pagefind's own `close()` fails those requests ("Pagefind backend closed"), and the
 * build reports them.
 *
 * The API starts its service (a child process) synchronously inside the first call, and never
 * says which: `spawn` is watched for the length of that call only.
 */
export function createIndex(...args: Parameters<CreateIndex>): ReturnType<CreateIndex> {
  const spawn = childProcess.spawn;
  let started: ChildProcess | undefined;
  childProcess.spawn = ((...spawnArgs: Parameters<typeof spawn>) => (started = spawn(...spawnArgs))) as typeof spawn;
  let created: ReturnType<CreateIndex>;
  try {
    created = pagefind.createIndex(...args);
  } finally {
    childProcess.spawn = spawn;
  }
  stopped = false;
  if (started) {
    const service = started;
    current = service;
    service.once('exit', () => {
      if (current !== service) return;
      current = undefined;
      stopped = true;
      void pagefind.close();
    });
  }
  return created;
}

/**
 * Whether the service of the last `createIndex` stopped while in use. The API then starts another
 * for the next request, which knows nothing of the index: its answers are errors, or files of an
 * empty index.
 */
export function serviceStopped(): boolean {
  return stopped;
}

/** Fails an index whose pages went (some of them) to a service that stopped: its files would be another service's. */
export function throwIfServiceStopped(): void {
  if (stopped) throw new Error('the Pagefind service stopped while the pages were added');
}

/**
 * `pagefind.close()`: ends this thread's service (its exit is then expected), and waits until the
 * service has exited (a few seconds at most). A worker thread that ended first left its service a
 * zombie process for the rest of the build, or of a watch session: one per shard and per full
 * rebuild.
 */
export async function closeService(): Promise<void> {
  const service = current;
  current = undefined;
  await pagefind.close();
  if (!service || service.exitCode !== null || service.signalCode !== null) return;
  // Pagefind unrefs its process: the wait holds this thread's loop open (or it would end, the wait unsettled).
  service.ref();
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      service.unref();
      resolve();
    };
    const timer = setTimeout(done, 5000);
    service.once('exit', done);
  });
}
