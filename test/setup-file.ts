// Runs in each test file's worker before the file: names the file in the environment that the
// CLIs, servers and browsers it starts inherit, so that scripts/test-cpu.mjs can say which test
// file their CPU time belongs to.
import path from 'node:path';
import { expect } from 'vitest';

const file = expect.getState().testPath;
if (file) process.env.DOCS_BUILD_TEST_FILE = path.relative(process.cwd(), file);
