// The watch cases of npm run bench: in `docs-build --watch` on a copy of a content directory (the
// bundled docs by default), edits of one file, each timed from the file write to the reload event
// on the event stream. watch-edit: 20 edits of a page; watch-demo-N: edits of one demo among N.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const EDITS = 20;
const PAGE = 'pages/introduction/support.md';

function waitFor(predicate, what, timeoutMs = 120_000) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      let value;
      try {
        value = predicate();
      } catch (error) {
        reject(error);
        return;
      }
      if (value) resolve(value);
      else if (Date.now() - started > timeoutMs) reject(new Error(`timed out waiting for ${what}`));
      else setTimeout(tick, 10);
    };
    tick();
  });
}

/**
 * Runs the case; resolves to the median seconds and the peak RSS of the watch process tree.
 * `source`: the content directory (copied first); `file`: the file edited, relative to it;
 * `edit(original, i)`: the file's text at edit i.
 */
export async function measureWatchEdit({ root, bin, work, runMeasuredTree, source = path.join(root, 'content'), file: edited = PAGE, edits = EDITS, edit = (original, i) => `${original}\nBenchmark edit number ${i}.\n`, env = {} }) {
  const content = path.join(work, `watch-content-${path.basename(source)}`);
  fs.cpSync(source, content, { recursive: true });
  const child = spawn(process.execPath, [bin, '--watch', '--content', content, '--out', path.join(work, `watch-out-${path.basename(source)}`), '--port', '0'], { cwd: root, env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, runMeasuredTree(child.pid))), 50);
  try {
    // The server starts after the first full build: a cold build of the docs on a loaded machine
    // took over the 2 minutes this once allowed. It is waited for as long as it builds (20 minutes
    // at most), and a watch process that exits fails the case at once, with what it printed.
    const port = await waitFor(() => {
      if (child.exitCode !== null) throw new Error(`the watch process exited (code ${child.exitCode}) before serving:\n${output.slice(-2000)}`);
      return /Serving at http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)?.[1];
    }, 'the watch server', 20 * 60_000);
    const reloads = [];
    const stream = await new Promise((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port: Number(port), path: '/__docs-build/events' }, (res) => {
        let buffer = '';
        res.on('data', (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const message = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (message.startsWith('event: reload')) reloads.push(performance.now());
            if (message.startsWith('event: failed')) reloads.push(new Error(message));
          }
        });
        resolve(req);
      });
      req.on('error', reject);
    });
    const file = path.join(content, edited);
    const original = fs.readFileSync(file, 'utf8');
    const times = [];
    for (let i = 0; i < edits; i++) {
      const seen = reloads.length;
      const started = performance.now();
      fs.writeFileSync(file, edit(original, i));
      const at = await waitFor(() => reloads[seen], `reload after edit ${i}`, 300_000);
      if (at instanceof Error) throw at;
      times.push((at - started) / 1000);
      await new Promise((r) => setTimeout(r, 100)); // let the watcher settle between edits
    }
    stream.destroy();
    times.sort((a, b) => a - b);
    const medianSeconds = (times[(edits - 1) >> 1] + times[edits >> 1]) / 2;
    return { medianSeconds, peakMb: peak / 1024, times };
  } finally {
    clearInterval(sampler);
    // Waited for: the caller removes the output it may still be writing (the search index, the full texts).
    const exited = new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    child.kill('SIGTERM');
    await exited;
  }
}
