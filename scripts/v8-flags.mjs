// The V8 flags a build runs with, set by the CLI's shim (bin/docs-build.js) and by the render
// floor (scripts/bench-floor.mjs), so that the floor's threads run the compiler as a build's do.
// Set before any worker thread starts: threads share the process's flags. A flag given to node
// itself on its command line wins.
import v8 from 'node:v8';

/**
 * V8 optimises a function once it has run for an "interrupt budget" of bytecode. A build's threads
 * each run the same libraries for seconds (Markdown, React, the highlighter, TypeScript), and V8's
 * background threads spent a quarter of a cold docs build's CPU optimising their functions, many
 * of them warm rather than hot (26 of 100 CPU-s, measured per thread). Eight times the default
 * budget optimises only what stays hot: cold docs builds, alternating, took 50.3-55.2 s and
 * 84-94 CPU-s against 55.7-57.9 s and 95-100 CPU-s.
 *
 * Allocation-site pretenuring: V8 allocates the objects of a site straight into the old generation
 * once most of them outlived two young collections. Some sites of the Markdown parser (syntax tree
 * nodes) were so marked in the render threads, and their nodes, old from birth, pointed at young
 * children: every young collection walked those pointers. The render threads of corpus-4000 spent
 * 5.7-5.9 s each in young collections (11 ms each), 2.6 s without pretenuring (5 ms each, as the
 * floor's threads). Alternating cold builds of corpus-4000: the render stage 57.5 and 54.7 s
 * without, 65.3 and 59.5 s with; 137-139 against 143-155 CPU-s; peak 0.99-1.04 GB against 1.24 GB.
 */
const FLAGS = [
  { flag: '--interrupt-budget=540672', names: ['--interrupt-budget'] },
  { flag: '--no-allocation-site-pretenuring', names: ['--allocation-site-pretenuring', '--no-allocation-site-pretenuring'] },
];

/** The build's V8 flags not given on node's command line (`execArgv`). */
export function flagsToSet(execArgv = process.execArgv) {
  // V8 reads `_` in a flag's name as `-`.
  const given = execArgv.map((arg) => arg.split('=')[0].replaceAll('_', '-'));
  return FLAGS.filter(({ names }) => !given.some((name) => names.includes(name))).map(({ flag }) => flag);
}

/** Sets each of the build's V8 flags that node was not given on its command line. */
export function setBuildFlags() {
  for (const flag of flagsToSet()) v8.setFlagsFromString(flag);
}
