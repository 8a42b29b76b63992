// "Edit in StackBlitz" / "Edit in CodeSandbox": a generated Vite project posted to the service.
import { compressToBase64 } from 'lz-string';
import { clientConfig } from './runtime.ts';

interface DemoMeta {
  name: string;
  file: string;
  product: string;
  source?: string;
  dependencies: Record<string, Record<string, string>>;
}

/** The files of a Vite project that renders the demo, as the sandboxes receive them. */
export function sandboxFiles(p: { meta: DemoMeta; language: 'JS' | 'TS'; style: string; code: string; files?: Record<string, string>; title: string }): Record<string, string> {
  const ts = p.language === 'TS';
  const ext = ts ? 'tsx' : 'jsx';
  const dependencies = { ...(p.meta.dependencies[p.style] ?? {}) };
  // The entry below wraps the demo in Material UI's StyledEngineProvider.
  dependencies['@mui/material'] ??= 'latest';
  const devDependencies: Record<string, string> = { '@vitejs/plugin-react': 'latest', vite: 'latest' };
  if (ts) Object.assign(devDependencies, { typescript: 'latest', '@types/react': 'latest', '@types/react-dom': 'latest' });
  const manifest = {
    name: p.meta.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(),
    version: '1.0.0',
    private: true,
    type: 'module',
    description: p.title,
    scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
    dependencies: Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b))),
    devDependencies,
  };
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(manifest, null, 2)}\n`,
    'index.html': [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="utf-8" />',
      '    <meta name="viewport" content="initial-scale=1, width=device-width" />',
      `    <title>${p.title.replace(/</g, '&lt;')}</title>`,
      '    <link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Roboto:wght@300;400;500;700&display=swap" />',
      '    <link rel="stylesheet" href="https://fonts.googleapis.com/icon?family=Material+Icons" />',
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      `    <script type="module" src="/src/index.${ext}"></script>`,
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
    [`src/index.${ext}`]: [
      "import * as React from 'react';",
      "import * as ReactDOM from 'react-dom/client';",
      "import { StyledEngineProvider } from '@mui/material/styles';",
      "import Demo from './Demo';",
      '',
      `ReactDOM.createRoot(document.querySelector('#root')${ts ? '!' : ''}).render(`,
      '  <React.StrictMode>',
      '    <StyledEngineProvider injectFirst>',
      '      <Demo />',
      '    </StyledEngineProvider>',
      '  </React.StrictMode>,',
      ');',
      '',
    ].join('\n'),
    [`src/Demo.${ext}`]: p.code,
    // The files the demo imports sit beside it, as its imports expect.
    ...Object.fromEntries(Object.entries(p.files ?? {}).map(([name, text]) => [`src/${name}`, text])),
    [`vite.config.${ts ? 'ts' : 'js'}`]: ["import { defineConfig } from 'vite';", "import react from '@vitejs/plugin-react';", '', 'export default defineConfig({', '  plugins: [react()],', '});', ''].join('\n'),
  };
  if (ts) {
    files['tsconfig.json'] = `${JSON.stringify(
      {
        compilerOptions: { target: 'ES2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'], module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx', strict: true, skipLibCheck: true, noEmit: true, isolatedModules: true },
        include: ['src'],
      },
      null,
      2,
    )}\n`;
  }
  return files;
}

function post(action: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = '_blank';
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

export function openSandbox(kind: 'stackblitz' | 'codesandbox', demo: HTMLElement, source: { text: string; language: 'JS' | 'TS'; style: string; files: Record<string, string> }): void {
  const meta = JSON.parse(demo.querySelector('.docs-demo-meta')?.textContent ?? '{}') as DemoMeta;
  const title = `${meta.name} demo — ${meta.product}`;
  const files = sandboxFiles({ meta, language: source.language, style: source.style, code: source.text, files: source.files, title });
  const description = meta.source ?? location.href;
  const entry = `src/Demo.${source.language === 'TS' ? 'tsx' : 'jsx'}`;
  const { stackblitzUrl, codesandboxUrl } = clientConfig().demos;
  if (kind === 'stackblitz') {
    const fields: Record<string, string> = { 'project[title]': title, 'project[description]': description, 'project[template]': 'node' };
    for (const [file, contents] of Object.entries(files)) fields[`project[files][${file}]`] = contents;
    post(`${stackblitzUrl}?file=${encodeURIComponent(entry)}`, fields);
  } else {
    const parameters = compressToBase64(JSON.stringify({ files: Object.fromEntries(Object.entries(files).map(([file, content]) => [file, { content, isBinary: false }])) }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    post(codesandboxUrl, { parameters, query: `file=/${entry}` });
  }
}
