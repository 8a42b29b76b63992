import { describe, expect, it } from 'vitest';
import { evaluateInTasks } from '../../../client/module-tasks.ts';
import { preloadsOf } from '../../../src/demos/bundle-demos.ts';

describe('the first demo modules of a page', () => {
  it('are listed each after the modules it imports, the entry last, each once', () => {
    // demo → vendor → core, demo → chunk → core: core is shared (a diamond).
    const graph: Record<string, string[]> = { '/demo.js': ['/vendor.js', '/chunk.js'], '/vendor.js': ['/core.js'], '/chunk.js': ['/core.js'], '/core.js': [] };
    const metafile = { inputs: {}, outputs: { 'out/demo.js': { entryPoint: 'demo', imports: [], exports: [], inputs: {}, bytes: 0 }, 'out/core.js': { imports: [], exports: [], inputs: {}, bytes: 0 } } };
    const preload = preloadsOf([metafile], graph, (out) => `/${out.slice('out/'.length)}`);
    expect(preload).toEqual({ '/demo.js': ['/core.js', '/vendor.js', '/chunk.js', '/demo.js'] });
  });

  it('are evaluated one a task, in order, past a module that fails to load', async () => {
    const log: string[] = [];
    await evaluateInTasks(['/core.js', '/missing.js', '/vendor.js'], {
      load: async (url) => {
        log.push(`import ${url}`);
        if (url === '/missing.js') throw new Error('404');
      },
      next: async () => void log.push('next task'),
    });
    expect(log).toEqual(['import /core.js', 'next task', 'import /missing.js', 'next task', 'import /vendor.js', 'next task']);
  });
});
