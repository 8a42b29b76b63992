// Where a test run's CPU goes: runs vitest with the arguments given (none: the whole suite),
// samples every process of the machine from /proc twice a second, and prints the CPU seconds of
// each kind of process, the busiest CLI runs, the busiest processes of no known kind, the busiest
// test files (with what the processes each started used), and the machine's idle share per minute.
//   node scripts/test-cpu.mjs [vitest args...]     e.g. node scripts/test-cpu.mjs test/e2e
// TEST_CPU_CLIS=N lists the N busiest docs-build runs (default 8).
// Processes that were running before the run started count from their CPU time at that moment
// (not from boot). test/setup-file.ts names each test file in the environment of what it starts.
// Linux only. The whole machine is measured: run it with nothing else beside it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const HZ = 100;
/** pid -> { cmd, kind, last (ticks when last sampled), cli (pid of its docs-build run), file (its test file), tries } */
const procs = new Map();
/** CPU seconds by kind of process, by docs-build run, by command of the kind 'other', and by test file (then kind). */
const totals = new Map();
const clis = new Map();
const others = new Map();
const files = new Map();
const minutes = [];

function stat(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}
/** The test file a process was started for (test/setup-file.ts names it in the environment). */
const testFileOf = (pid) => {
  try {
    const entry = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').find((e) => e.startsWith('DOCS_BUILD_TEST_FILE='));
    return entry?.slice('DOCS_BUILD_TEST_FILE='.length);
  } catch {
    return undefined;
  }
};
const cmdline = (pid) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return '';
  }
};
function kindOf(cmd) {
  if (!cmd) return 'kernel threads';
  if (/chrom/.test(cmd)) return 'chromium';
  if (/bin\/docs-build\.js/.test(cmd)) {
    if (/check-demos/.test(cmd)) return 'docs-build check-demos';
    if (/ serve | mcp /.test(cmd)) return 'docs-build serve/mcp';
    if (/--watch/.test(cmd)) return 'docs-build --watch';
    return /--content \S*\/content --out/.test(cmd) ? 'docs-build (the docs)' : 'docs-build (fixtures)';
  }
  if (/vitest/.test(cmd)) return 'vitest and test files';
  if (/esbuild/.test(cmd)) return 'esbuild';
  if (/typescript|tsc/.test(cmd)) return 'tsc';
  return 'other';
}
const idleOf = () => {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { idle: cpu[3] + cpu[4], total: cpu.reduce((a, b) => a + b, 0) };
};

function sample(first) {
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    const s = stat(pid);
    if (!s) continue;
    let p = procs.get(pid);
    if (!p) {
      const cmd = cmdline(pid);
      // A process seen at the start counts from now; one born later, from zero.
      p = { cmd, kind: kindOf(cmd), last: first ? s.ticks : 0, cli: undefined, file: testFileOf(pid) };
      // The docs-build run it belongs to: itself, or its nearest docs-build ancestor.
      for (let q = pid, hops = 0; q > 1 && hops < 20; hops++) {
        const a = q === pid ? p : procs.get(q);
        if (!a) break;
        if (a.kind.startsWith('docs-build')) {
          p.cli = q;
          break;
        }
        q = q === pid ? s.ppid : (stat(q)?.ppid ?? 1);
      }
      procs.set(pid, p);
    }
    // Read just after its fork, a process shows its parent's environment at the parent's start,
    // without the name (set at run time): look again for a while, and take its parent's.
    if (!p.file && !first && (p.tries = (p.tries ?? 0) + 1) <= 20) p.file = testFileOf(pid) ?? procs.get(s.ppid)?.file;
    const delta = s.ticks - p.last;
    p.last = s.ticks;
    if (delta <= 0) continue;
    const cli = p.cli !== undefined ? procs.get(p.cli) : undefined;
    // A CLI's children (esbuild, worker processes) count as the CLI; Chromium always as Chromium.
    const kind = cli && p.kind !== 'chromium' ? cli.kind : p.kind;
    totals.set(kind, (totals.get(kind) ?? 0) + delta / HZ);
    if (kind === 'other') others.set(p.cmd.slice(0, 90), (others.get(p.cmd.slice(0, 90)) ?? 0) + delta / HZ);
    if (p.file) {
      const byKind = files.get(p.file) ?? new Map();
      files.set(p.file, byKind.set(kind, (byKind.get(kind) ?? 0) + delta / HZ));
    }
    if (cli && p.kind !== 'chromium') {
      const key = `${cli.cmd.replace(/.*docs-build\.js ?/, '').replace(/\/tmp\/docs-build-test-run-\w+\//g, '').slice(0, 100) || '(docs)'}${cli.file ? `  [${cli.file}]` : ''}`;
      clis.set(key, (clis.get(key) ?? 0) + delta / HZ);
    }
  }
}

let lastIdle = idleOf();
let minute = { samples: 0, idle: 0 };
sample(true);
const started = Date.now();
const timer = setInterval(() => {
  sample(false);
  const now = idleOf();
  minute.samples++;
  minute.idle += (now.idle - lastIdle.idle) / Math.max(1, now.total - lastIdle.total);
  lastIdle = now;
  if (minute.samples === 120) {
    minutes.push(minute.idle / minute.samples);
    minute = { samples: 0, idle: 0 };
  }
}, 500);

const args = process.argv.slice(2);
const child = spawn('npx', ['vitest', 'run', ...args], { stdio: 'inherit' });
child.on('exit', (code) => {
  clearInterval(timer);
  sample(false);
  if (minute.samples) minutes.push(minute.idle / minute.samples);
  const seconds = (Date.now() - started) / 1000;
  const all = [...totals.values()].reduce((a, b) => a + b, 0);
  const out = process.stderr;
  out.write(`\ntest-cpu: ${seconds.toFixed(0)} s, ${all.toFixed(0)} CPU-s (${(all / seconds).toFixed(2)} cores busy on average)\n`);
  for (const [kind, s] of [...totals].sort((a, b) => b[1] - a[1])) out.write(`  ${s.toFixed(0).padStart(6)} CPU-s  ${kind}\n`);
  /** The `count` largest entries of a map of CPU seconds, a line each. */
  const top = (title, map, count, describe = (key) => key) => {
    out.write(`  ${title}:\n`);
    for (const [key, s] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) out.write(`  ${s.toFixed(0).padStart(6)} CPU-s  ${describe(key)}\n`);
  };
  top('busiest docs-build runs', clis, Number(process.env.TEST_CPU_CLIS ?? 8));
  top("busiest 'other' processes", others, 6);
  const byFile = new Map([...files].map(([file, byKind]) => [file, [...byKind.values()].reduce((a, b) => a + b, 0)]));
  const parts = (file) => [...files.get(file)].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ');
  top('busiest test files (what they and the processes they started used)', byFile, 25, (file) => `${file} (${parts(file)})`);
  out.write(`  idle share per minute: ${minutes.map((m) => `${Math.round(m * 100)}%`).join(' ')}\n`);
  process.exitCode = code ?? 1;
});
