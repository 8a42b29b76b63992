#!/usr/bin/env node
// Shim: compile the CLI from src/ when it is missing or stale, then run it. No logic lives here.
import { ensureCliBuilt } from '../scripts/build-cli.mjs';
import { setBuildFlags } from '../scripts/v8-flags.mjs';

// Server rendering uses React's production build unless the caller asked otherwise; worker
// threads inherit this. React's development build renders several times slower.
process.env.NODE_ENV ??= 'production';
// esbuild (a Go process) bundling every X package for 800 demos grew to 1.25 GB, much of it
// garbage Go had not collected yet: a soft limit makes it collect sooner (the whole build's peak
// 1.78 -> 1.18 GB, no slower). At 954 demos, 900 MiB let the peak reach 1.76-1.77 GB again;
// 700 MiB keeps it at 1.59 GB, in as long (cold builds of the bundled docs, two each: 900 MiB
// 160 s and 141 s, 700 MiB 123 s and 145 s; 600 MiB saved no more). Set before esbuild's service
// starts; a caller's own value wins.
process.env.GOMEMLIMIT ??= '700MiB';
// V8's flags for a build (scripts/v8-flags.mjs), before the build's threads start.
setBuildFlags();

const entry = await ensureCliBuilt();
const { main } = await import(entry);
process.exitCode = await main(process.argv);
