// The build's progress lines: on a terminal one line shows every stage running (the search index
// and the Markdown export overlap), and each stage ends on a line of its own; in a log, one line
// a stage.
import { describe, expect, it } from 'vitest';
import { createProgress } from '../../../src/cli.ts';

function recorder(isTTY: boolean) {
  const written: string[] = [];
  return { stream: { isTTY, write: (text: string) => written.push(text) }, written };
}

describe('build progress', () => {
  it('on a terminal, shows the stages running together and ends each on its own line', () => {
    const { stream, written } = recorder(true);
    const progress = createProgress(stream);
    progress.start('index for search');
    progress.start('export Markdown');
    progress.end('export Markdown', 2250, true);
    progress.end('index for search', 9130, true);
    const clear = '\r\u001b[2K';
    expect(written).toEqual([
      `${clear}  … index for search`,
      `${clear}  … index for search · export Markdown`,
      `${clear}  ✓ export Markdown 2.25 s\n`,
      `${clear}  … index for search`,
      `${clear}  ✓ index for search 9.13 s\n`,
    ]);
  });

  it('in a log, writes one line when a stage ends and none while it runs', () => {
    const { stream, written } = recorder(false);
    const progress = createProgress(stream);
    progress.start('index for search');
    progress.start('export Markdown');
    progress.end('export Markdown', 480, false);
    progress.end('index for search', 9130, true);
    expect(written).toEqual(['  ✗ export Markdown 480 ms\n', '  ✓ index for search 9.13 s\n']);
  });
});
