#!/usr/bin/env node
// Shim: compile the CLI from src/ when it is missing or stale, then run it. No logic lives here.
import { ensureCliBuilt } from '../scripts/build-cli.mjs';

const entry = await ensureCliBuilt();
const { main } = await import(entry);
process.exitCode = await main(process.argv);
