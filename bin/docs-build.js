#!/usr/bin/env node
// Shim: compile the CLI from src/ when it is missing or stale, then run it. No logic lives here.
import { ensureCliBuilt } from '../scripts/build-cli.mjs';

// Server rendering uses React's production build unless the caller asked otherwise; worker
// threads inherit this. React's development build renders several times slower.
process.env.NODE_ENV ??= 'production';

const entry = await ensureCliBuilt();
const { main } = await import(entry);
process.exitCode = await main(process.argv);
