import ts from 'typescript'; import fs from 'node:fs'; import path from 'node:path';
const files = fs.readdirSync('src', { recursive: true }).filter(f => /\.tsx?$/.test(f)).map(f => path.join('src', f));
const long = [], params = [];
for (const f of files) {
  const sf = ts.createSourceFile(f, fs.readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (n) => {
    if (ts.isFunctionLike(n) && n.body) {
      const a = sf.getLineAndCharacterOfPosition(n.getStart()).line, b = sf.getLineAndCharacterOfPosition(n.end).line;
      const name = n.name?.getText?.() ?? (ts.isVariableDeclaration(n.parent) ? n.parent.name.getText() : '(anon)');
      if (b - a > 80) long.push(`${f}:${a+1} ${name} ${b-a}`);
      if (n.parameters.length > 3) params.push(`${f}:${a+1} ${name} ${n.parameters.length}`);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
}
console.log('LONG', long.join('\n')); console.log('PARAMS', params.length, params.join('\n'));
