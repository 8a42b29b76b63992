// What the review scripts (shoot.mjs, try-playgrounds.mjs) share: their command line, a built
// site served on a free 127.0.0.1 port by `docs-build serve`, and Chromium launched as the tests
// launch it.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The command line: `option('out', 'dist')` takes `--out value`, `flag('full')` takes `--full`; what is left are the routes. */
export function commandLine(argv = process.argv.slice(2)) {
  const args = [...argv];
  return {
    option(name, fallback) {
      const i = args.indexOf(`--${name}`);
      return i === -1 ? fallback : args.splice(i, 2)[1];
    },
    flag(name) {
      const i = args.indexOf(`--${name}`);
      if (i !== -1) args.splice(i, 1);
      return i !== -1;
    },
    rest: () => args,
  };
}

/** Serves a built site; resolves with its base URL (`http://127.0.0.1:<port>`) and a way to stop the server. */
export async function serveBuilt(out) {
  const server = spawn(process.execPath, [path.join(root, 'bin/docs-build.js'), 'serve', '--out', out, '--port', '0'], { cwd: process.cwd() });
  const base = await new Promise((resolve, reject) => {
    let text = '';
    server.stdout.on('data', (c) => {
      text += c;
      const m = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(text);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    server.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
  return { base, stop: () => server.kill() };
}

/** Chromium with the flags of the browser tests (CHROMIUM_PATH, else Debian's). */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
