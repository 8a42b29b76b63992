import ts from 'typescript';
import fs from 'node:fs';
import { demoSources, DEMO_COMPILER_OPTIONS } from './cdm.mjs';
const roots = demoSources('/work/main/content');
const ADAPTER_IMPORT = /@mui\/(?:lab|x-date-pickers|x-date-pickers-pro)\/(Adapter\w+)/g;
const groups = new Map();
for (const f of roots) { const t = fs.readFileSync(f,'utf8'); const k=[...new Set([...t.matchAll(ADAPTER_IMPORT)].map(m=>m[1]))].filter(a=>a!=='AdapterDayjs').sort().join(','); groups.set(k,[...(groups.get(k)??[]),f]); }
for (const [k,g] of groups) {
  const t0 = performance.now();
  const program = ts.createProgram({ rootNames: g, options: DEMO_COMPILER_OPTIONS });
  const checked = program.getSourceFiles().filter((s) => !s.isDeclarationFile && !/node_modules/.test(s.fileName));
  let n=0; for (const s of checked) n += program.getSemanticDiagnostics(s).length;
  console.log(JSON.stringify(k), g.length, program.getSourceFiles().length, 'diag', n, ((performance.now()-t0)/1000).toFixed(1)+'s');
}
