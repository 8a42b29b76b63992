// Removes what one test run shares between its files (see helpers/docs-site.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  return () => fs.rmSync(path.join(os.tmpdir(), `docs-build-shared-${process.pid}`), { recursive: true, force: true });
}
