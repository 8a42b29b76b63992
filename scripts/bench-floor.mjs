// The render floor of one content folder, in a process of its own (see src/bench/compile-floor.ts):
// prints {"pages":N,"threads":T,"seconds":S}. Usage: node scripts/bench-floor.mjs <content dir>
import { ensureCliBuilt } from './build-cli.mjs';
import { setBuildFlags } from './v8-flags.mjs';

// The threads compile with the build's V8 flags.
setBuildFlags();

// The CLI's entry URL: the floor's module is built beside it.
const cli = await ensureCliBuilt();
const { compileFloor } = await import(new URL('compile-floor.mjs', cli).href);
console.log(JSON.stringify(await compileFloor(process.argv[2])));
