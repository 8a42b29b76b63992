// node scripts/make-demo-corpus.mjs <N> <outDir>: writes a docs-build content directory with N live
// demos for the demos-* cases of npm run bench (scripts/bench.mjs), to measure the demo stage at scale.
// The mix follows the bundled docs: about 40% Data Grid (some Pro and Premium), 25% Date and Time
// Pickers (a few Pro), 25% Charts, 10% Tree View, on pages of 3 to 5 demos of one product. Each demo
// comes from a template whose domain, columns, props, sizes and data a seeded generator picks, so no
// two files are alike (the build caches transforms by content) and the same N gives the same files.
// About 1 demo in 5 imports `./data`, a seeded data file in its page's folder, as the real docs do.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** mulberry32: a small seeded generator, so the corpus is the same on every run. */
function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (items) => items[Math.floor(next() * items.length)];
  const chance = (p) => next() < p;
  /** `count` distinct items, in their original order. */
  const sample = (items, count) => {
    const chosen = new Set();
    while (chosen.size < Math.min(count, items.length)) chosen.add(int(0, items.length - 1));
    return [...chosen].sort((a, b) => a - b).map((i) => items[i]);
  };
  const weighted = (entries) => {
    let x = next() * entries.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, w] of entries) if ((x -= w) < 0) return value;
    return entries.at(-1)[0];
  };
  return { next, int, pick, chance, sample, weighted };
}

// ---------------------------------------------------------------------------------------------
// Vocabulary

const FIRST_NAMES = ['Amara', 'Bruno', 'Chen', 'Dalia', 'Elias', 'Fatima', 'Goran', 'Hana', 'Ivan', 'Jonas', 'Keiko', 'Liam', 'Mina', 'Nadia', 'Omar', 'Priya', 'Rosa', 'Sven', 'Tariq', 'Vera', 'Wen', 'Yusuf', 'Zara'];
const LAST_NAMES = ['Okafor', 'Silva', 'Wang', 'Haddad', 'Berg', 'Rahman', 'Novak', 'Sato', 'Petrov', 'Keller', 'Tanaka', 'Murphy', 'Park', 'Aziz', 'Moreau', 'Garcia', 'Lind', 'Costa', 'Demir'];
const PRODUCTS = ['Espresso machine', 'Standing desk', 'Noise-cancelling headphones', 'Trail running shoes', 'Cast iron skillet', 'Mechanical keyboard', 'Yoga mat', 'Smart thermostat', 'Camping tent', 'Electric kettle', 'Office chair', 'Water bottle', 'Desk lamp', 'Backpack', 'Blender'];
const CATEGORIES = ['Kitchen', 'Office', 'Audio', 'Outdoor', 'Fitness', 'Home'];
const DEPARTMENTS = ['Engineering', 'Sales', 'Marketing', 'Finance', 'Support', 'Operations'];
const COUNTRIES = ['Brazil', 'Canada', 'France', 'Germany', 'India', 'Japan', 'Kenya', 'Mexico', 'Spain', 'Sweden'];
const CITIES = ['Lisbon', 'Osaka', 'Nairobi', 'Toronto', 'Lyon', 'Porto', 'Austin', 'Seoul', 'Oslo', 'Lima', 'Dublin', 'Perth'];
const CARRIERS = ['DHL', 'FedEx', 'UPS', 'Maersk', 'La Poste'];
const SUBJECTS = ['Cannot reset password', 'Invoice shows wrong VAT', 'Export to CSV is empty', 'Refund not received', 'App crashes on login', 'Change billing address', 'Two-factor code not arriving', 'Add a team member'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n) => String(n).padStart(2, '0');
const person = (r) => `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
const isoDay = (r) => `2025-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
const price = (r, min, max) => Math.round((min + r.next() * (max - min)) * 100) / 100;
const slug = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const pascal = (s) => s.trim().replace(/(^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_m, _s, c) => c.toUpperCase());
const words = (name) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^(\w)(.*)$/, (_m, a, b) => a + b.toLowerCase());
const q = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const list = (values) => `[${values.map((v) => (typeof v === 'string' ? q(v) : String(v))).join(', ')}]`;
const indent = (text, spaces) => text.split('\n').map((l) => (l ? ' '.repeat(spaces) + l : l)).join('\n');

/** Collects a file's imports as its code asks for them, and prints them in a stable order. */
class Imports {
  #modules = new Map();
  add(from, name, { type = false, isDefault = false, namespace = false } = {}) {
    if (!this.#modules.has(from)) this.#modules.set(from, { default: undefined, namespace: undefined, named: new Map() });
    const m = this.#modules.get(from);
    if (namespace) m.namespace = name;
    else if (isDefault) m.default = name;
    else if (!m.named.has(name) || !type) m.named.set(name, type);
    return name;
  }
  /** A Material UI component, from its own path or from the package root as the demo prefers. */
  material(name, rootImport) {
    return rootImport ? this.add('@mui/material', name) : this.add(`@mui/material/${name}`, name, { isDefault: true });
  }
  toString() {
    const rank = (m) => (m === 'react' ? 0 : m === 'dayjs' ? 1 : m.startsWith('@mui/material') ? 2 : m.startsWith('@mui/') ? 3 : 4);
    return [...this.#modules]
      .sort(([a], [b]) => rank(a) - rank(b) || (rank(a) === 3 ? 0 : a.localeCompare(b)))
      .map(([from, m]) => {
        if (m.namespace) return `import * as ${m.namespace} from '${from}';`;
        const named = [...m.named].map(([n, type]) => (type ? `type ${n}` : n));
        const parts = [m.default, named.length ? `{ ${named.join(', ')} }` : undefined].filter(Boolean);
        return `import ${parts.join(', ')} from '${from}';`;
      })
      .join('\n');
  }
}

// ---------------------------------------------------------------------------------------------
// Data Grid

/**
 * Row domains: each field knows its TypeScript type, a literal for inline rows, the expression the
 * page's data file uses to make it, and its column. `union` fields get chips and groupings.
 */
const GRID_DOMAINS = [
  {
    noun: 'orders', type: 'Order', creator: 'createOrders', lists: { PRODUCTS: PRODUCTS.slice(0, 10) },
    fields: [
      { field: 'customer', header: 'Customer', value: (r) => r.pick(FIRST_NAMES) + ' ' + r.pick(LAST_NAMES), code: "`${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`", col: 'flex: 1, minWidth: 150', key: true },
      { field: 'product', header: 'Product', value: (r) => r.pick(PRODUCTS.slice(0, 10)), code: 'pick(PRODUCTS)', col: 'width: 190' },
      { field: 'quantity', header: 'Quantity', number: [1, 40], col: 'width: 100' },
      { field: 'unitPrice', header: 'Unit price', currency: [4, 900], col: 'width: 110' },
      { field: 'status', header: 'Status', union: ['Pending', 'Shipped', 'Delivered', 'Returned'], col: 'width: 120' },
      { field: 'orderDate', header: 'Order date', day: true, col: 'width: 120' },
    ],
  },
  {
    noun: 'employees', type: 'Employee', creator: 'createEmployees', lists: { DEPARTMENTS, COUNTRIES },
    fields: [
      { field: 'name', header: 'Name', value: person, code: "`${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`", col: 'flex: 1, minWidth: 150', key: true },
      { field: 'department', header: 'Department', union: DEPARTMENTS, col: 'width: 130' },
      { field: 'country', header: 'Country', value: (r) => r.pick(COUNTRIES), code: 'pick(COUNTRIES)', col: 'width: 120', group: true },
      { field: 'salary', header: 'Salary', currency: [38000, 160000], round: true, col: 'width: 120' },
      { field: 'rating', header: 'Rating', number: [1, 5], col: 'width: 90' },
      { field: 'startDate', header: 'Start date', day: true, col: 'width: 120' },
    ],
  },
  {
    noun: 'products', type: 'Product', creator: 'createProducts', lists: { PRODUCTS },
    fields: [
      { field: 'name', header: 'Product', value: (r) => r.pick(PRODUCTS), code: 'pick(PRODUCTS)', col: 'flex: 1, minWidth: 170', key: true },
      { field: 'category', header: 'Category', union: CATEGORIES, col: 'width: 120' },
      { field: 'price', header: 'Price', currency: [9, 1200], col: 'width: 110' },
      { field: 'stock', header: 'In stock', number: [0, 480], col: 'width: 100' },
      { field: 'rating', header: 'Rating', number: [1, 5], col: 'width: 90' },
    ],
  },
  {
    noun: 'shipments', type: 'Shipment', creator: 'createShipments', lists: { CITIES, CARRIERS },
    fields: [
      { field: 'tracking', header: 'Tracking number', value: (r) => `SHP-${r.int(100000, 999999)}`, code: '`SHP-${int(100000, 999999)}`', col: 'width: 150', key: true },
      { field: 'carrier', header: 'Carrier', value: (r) => r.pick(CARRIERS), code: 'pick(CARRIERS)', col: 'width: 110', group: true },
      { field: 'origin', header: 'From', value: (r) => r.pick(CITIES), code: 'pick(CITIES)', col: 'width: 110' },
      { field: 'destination', header: 'To', value: (r) => r.pick(CITIES), code: 'pick(CITIES)', col: 'width: 110' },
      { field: 'weightKg', header: 'Weight (kg)', number: [1, 2400], col: 'width: 120' },
      { field: 'status', header: 'Status', union: ['Booked', 'In transit', 'Customs', 'Delivered'], col: 'width: 120' },
    ],
  },
  {
    noun: 'tickets', type: 'Ticket', creator: 'createTickets', lists: { SUBJECTS },
    fields: [
      { field: 'subject', header: 'Subject', value: (r) => r.pick(SUBJECTS), code: 'pick(SUBJECTS)', col: 'flex: 1, minWidth: 200', key: true },
      { field: 'requester', header: 'Requester', value: person, code: "`${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`", col: 'width: 150' },
      { field: 'priority', header: 'Priority', union: ['Low', 'Normal', 'High', 'Urgent'], col: 'width: 110' },
      { field: 'status', header: 'Status', union: ['Open', 'Waiting', 'Solved'], col: 'width: 110' },
      { field: 'replies', header: 'Replies', number: [0, 24], col: 'width: 90' },
      { field: 'opened', header: 'Opened', day: true, col: 'width: 120' },
    ],
  },
];

const CHIP_COLORS = ['default', 'primary', 'success', 'warning', 'error', 'info', 'secondary'];
const unionConst = (f) => `${f.field.replace(/([A-Z])/g, '_$1').toUpperCase()}_VALUES`;
const tsType = (f, inline) => (f.union ? (inline ? f.union.map(q).join(' | ') : `(typeof ${unionConst(f)})[number]`) : f.number || f.currency ? 'number' : 'string');
const literalOf = (f, r) => (f.union ? q(r.pick(f.union)) : f.number ? String(r.int(...f.number)) : f.currency ? String(f.round ? Math.round(price(r, ...f.currency) / 100) * 100 : price(r, ...f.currency)) : f.day ? q(isoDay(r)) : q(f.value(r)));
const codeOf = (f) => (f.union ? `pick(${unionConst(f)})` : f.number ? `int(${f.number.join(', ')})` : f.currency ? (f.round ? `Math.round(amount(${f.currency.join(', ')}) / 100) * 100` : `amount(${f.currency.join(', ')})`) : f.day ? 'day()' : f.code);

/** The data file of a Data Grid page: a seeded row generator over one domain. */
function gridDataFile(domain, seed) {
  const codes = domain.fields.map(codeOf);
  const uses = (name) => codes.some((c) => c.includes(`${name}(`));
  const lists = Object.entries({ ...domain.lists, FIRST_NAMES, LAST_NAMES }).filter(([name]) => codes.some((c) => c.includes(`(${name})`)));
  const unions = domain.fields.filter((f) => f.union);
  const lines = [
    `// Seeded ${domain.noun} for the demos of this page: every value comes from a fixed seed, so the`,
    '// server-rendered markup and the browser agree and a reload shows the same rows.',
    '',
    ...lists.map(([name, values]) => `const ${name} = ${list(values)};`),
    ...unions.map((f) => `export const ${unionConst(f)} = ${list(f.union)} as const;`),
    '',
    `export interface ${domain.type} {`,
    '  id: number;',
    ...domain.fields.map((f) => `  ${f.field}: ${tsType(f, false)};`),
    '}',
    '',
    `export function ${domain.creator}(count: number): ${domain.type}[] {`,
    `  let state = ${seed};`,
    '  const next = () => {',
    '    state = (state + 0x6d2b79f5) >>> 0;',
    '    let t = state;',
    '    t = Math.imul(t ^ (t >>> 15), t | 1);',
    '    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);',
    '    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;',
    '  };',
    ...(uses('pick') ? ['  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;'] : []),
    ...(uses('int') || uses('day') ? ['  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));'] : []),
    ...(uses('amount') ? ['  const amount = (min: number, max: number) => Math.round((min + next() * (max - min)) * 100) / 100;'] : []),
    ...(uses('day') ? ["  const day = () => `2025-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;"] : []),
    '  return Array.from({ length: count }, (_, index) => ({',
    '    id: index + 1,',
    ...domain.fields.map((f, i) => `    ${f.field}: ${codes[i]},`),
    '  }));',
    '}',
    '',
    "export const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });",
    '',
  ];
  return lines.join('\n');
}

function columnCode(f, { usd, chips, typeName }) {
  const props = [`field: ${q(f.field)}`, `headerName: ${q(f.header)}`];
  if (f.number || f.currency) props.push("type: 'number'");
  if (f.union) props.push(`type: 'singleSelect'`, `valueOptions: ${list(f.union)}`);
  props.push(f.col);
  if (f.currency) props.push(`valueFormatter: (value: number) => ${usd}.format(value)`);
  if (chips && f === chips.field) {
    props.push(`renderCell: (params) => (\n  <Chip size="small" variant="outlined" label={params.value} color={${chips.name}[params.value as ${typeName}['${f.field}']]} />\n)`);
  }
  const one = `{ ${props.join(', ')} }`;
  if (one.length <= 92 && !one.includes('\n')) return one;
  return `{\n${indent(props.join(',\n'), 2)},\n}`;
}

const GRID_FEATURES = {
  community: [['basic', 3], ['sorted', 2], ['paginated', 2], ['toolbar', 1.5], ['chips', 1.5], ['controlled', 1.5], ['hidden', 1]],
  pro: [['pinned', 1], ['multiSort', 1], ['proSelection', 1]],
  premium: [['grouping', 1], ['aggregation', 1]],
};
const GRID_TITLES = { basic: 'Basic', sorted: 'Sorted', paginated: 'Paginated', toolbar: 'Searchable', chips: 'Status', controlled: 'Controlled sort', hidden: 'Compact', pinned: 'Pinned', multiSort: 'Multi sorted', proSelection: 'Selectable', grouping: 'Grouped', aggregation: 'Totals' };

function gridDemo(r, { name, data, page }) {
  const plan = r.weighted([['community', 7], ['pro', 2], ['premium', 1]]);
  const feature = r.weighted(GRID_FEATURES[plan]);
  const domain = data?.domain ?? (r.chance(0.7) ? page.domain : r.pick(GRID_DOMAINS));
  const pkg = plan === 'community' ? '@mui/x-data-grid' : `@mui/x-data-grid-${plan}`;
  const component = { community: 'DataGrid', pro: 'DataGridPro', premium: 'DataGridPremium' }[plan];
  const imp = new Imports();
  const rootMaterial = r.chance(0.4);
  const key = domain.fields.find((f) => f.key);
  const others = domain.fields.filter((f) => !f.key);
  const numeric = others.filter((f) => f.number || f.currency);
  // The features below need a number column and a column to group by or chip: keep one of each.
  const mustKeep = [numeric[0], others.find((f) => f.union)];
  const shown = [key, ...others.filter((f) => mustKeep.includes(f) || r.chance(0.7))];
  const numberField = r.pick(shown.filter((f) => f.number || f.currency));
  const groupField = r.pick(shown.filter((f) => f.union || f.group));
  const chipField = feature === 'chips' ? shown.find((f) => f.union) : undefined;
  const typeName = domain.type;

  imp.add(pkg, component);
  imp.add(pkg, 'GridColDef', { type: true });
  let rowsDecl;
  let preamble = '';
  const count = data ? r.pick([20, 30, 40, 50, 60, 80, 100, 150, 200]) : r.int(6, 16);
  if (data) {
    imp.add('./data', domain.creator);
    imp.add('./data', typeName, { type: true });
    if (shown.some((f) => f.currency)) imp.add('./data', 'usd');
    rowsDecl = `const rows = ${domain.creator}(${count});`;
  } else {
    preamble += `interface ${typeName} {\n  id: number;\n${shown.map((f) => `  ${f.field}: ${tsType(f, true)};`).join('\n')}\n}\n\n`;
    const rows = Array.from({ length: count }, (_, i) => `  { id: ${i + 1}, ${shown.map((f) => `${f.field}: ${literalOf(f, r)}`).join(', ')} },`);
    rowsDecl = `const rows: ${typeName}[] = [\n${rows.join('\n')}\n];`;
    if (shown.some((f) => f.currency)) preamble += "const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });\n\n";
  }
  let chips;
  if (chipField) {
    chips = { field: chipField, name: `${unionConst(chipField).replace(/_VALUES$/, '')}_COLORS` };
    imp.material('Chip', rootMaterial);
    const colors = r.sample(CHIP_COLORS, chipField.union.length);
    preamble += `const ${chips.name}: Record<${typeName}['${chipField.field}'], 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info'> = {\n${chipField.union.map((v, i) => `  ${/^\w+$/.test(v) ? v : q(v)}: '${colors[i % colors.length]}',`).join('\n')}\n};\n\n`;
  }
  const columns = `const columns: GridColDef<${typeName}>[] = [\n${shown.map((f) => indent(columnCode(f, { usd: 'usd', chips, typeName }), 2) + ',').join('\n')}\n];`;

  const props = ['rows={rows}', 'columns={columns}'];
  const initialState = [];
  const pageSizes = r.pick([[5, 10, 25], [10, 25, 50], [25, 50, 100]]);
  const dir = () => (r.chance(0.6) ? 'desc' : 'asc');
  switch (feature) {
    case 'sorted':
      initialState.push(`sorting: { sortModel: [{ field: '${numberField.field}', sort: '${dir()}' }] }`);
      break;
    case 'paginated':
      initialState.push(`pagination: { paginationModel: { pageSize: ${pageSizes[0]} } }`);
      props.push(`pageSizeOptions={${list(pageSizes)}}`);
      break;
    case 'toolbar':
      props.push('showToolbar');
      break;
    case 'hidden':
      props.push(`density="compact"`);
      initialState.push(`columns: { columnVisibilityModel: { ${shown.at(-1).field}: false } }`);
      break;
    case 'pinned':
      initialState.push(`pinnedColumns: { left: ['${key.field}']${r.chance(0.5) ? `, right: ['${numberField.field}']` : ''} }`);
      break;
    case 'multiSort':
      initialState.push(`sorting: {\n  sortModel: [\n    { field: '${groupField.field}', sort: 'asc' },\n    { field: '${numberField.field}', sort: '${dir()}' },\n  ],\n}`);
      break;
    case 'proSelection':
      props.push('checkboxSelection', 'disableRowSelectionOnClick');
      break;
    case 'grouping':
      initialState.push(`rowGrouping: { model: ['${groupField.field}'] }`);
      break;
    case 'aggregation':
      initialState.push(`rowGrouping: { model: ['${groupField.field}'] }`, `aggregation: { model: { ${numberField.field}: '${r.pick(['sum', 'avg', 'max'])}' } }`);
      break;
    default: // basic, chips and controlled: nothing on the grid itself
  }
  if (feature !== 'proSelection' && feature !== 'grouping' && feature !== 'aggregation' && r.chance(0.25)) props.push('checkboxSelection');
  if (feature !== 'hidden' && r.chance(0.3)) props.push(`density="${r.pick(['compact', 'comfortable'])}"`);
  if (initialState.length) props.push(`initialState={{\n${indent(initialState.join(',\n'), 2)},\n}}`);

  const height = r.pick([300, 350, 400, 420, 450, 500]);
  let body;
  const grid = (extra = []) => `<${component}\n${indent([...props, ...extra].join('\n'), 2)}\n/>`;
  if (feature === 'controlled') {
    imp.add('react', 'React', { namespace: true });
    imp.add(pkg, 'GridSortModel', { type: true });
    const Stack = imp.material('Stack', rootMaterial);
    const Button = imp.material('Button', rootMaterial);
    const Box = imp.material('Box', rootMaterial);
    const first = `[{ field: '${numberField.field}', sort: 'desc' }]`;
    body = [
      `  const [sortModel, setSortModel] = React.useState<GridSortModel>(${first});`,
      '',
      '  return (',
      `    <${Stack} spacing={1} sx={{ width: '100%' }}>`,
      `      <${Stack} direction="row" spacing={1}>`,
      `        <${Button} size="small" variant="outlined" onClick={() => setSortModel(${first})}>`,
      `          Highest ${words(numberField.header).toLowerCase()} first`,
      `        </${Button}>`,
      `        <${Button} size="small" variant="outlined" onClick={() => setSortModel([{ field: '${key.field}', sort: 'asc' }])}>`,
      `          By ${key.header.toLowerCase()}`,
      `        </${Button}>`,
      `        <${Button} size="small" onClick={() => setSortModel([])}>`,
      '          Clear',
      `        </${Button}>`,
      `      </${Stack}>`,
      `      <${Box} sx={{ height: ${height} }}>`,
      indent(grid(['sortModel={sortModel}', 'onSortModelChange={(model) => setSortModel(model)}']), 8),
      `      </${Box}>`,
      `    </${Stack}>`,
      '  );',
    ].join('\n');
  } else {
    const useBox = r.chance(0.5);
    const Box = useBox ? imp.material('Box', rootMaterial) : undefined;
    const open = useBox ? `<${Box} sx={{ height: ${height}, width: '100%' }}>` : `<div style={{ height: ${height}, width: '100%' }}>`;
    body = ['  return (', `    ${open}`, indent(grid(), 6), `    </${useBox ? Box : 'div'}>`, '  );'].join('\n');
  }
  const code = `${imp}\n\n${preamble}${rowsDecl}\n\n${columns}\n\nexport default function ${name}() {\n${body}\n}\n`;
  const noun = domain.noun;
  return {
    code,
    options: { height: height + (feature === 'controlled' ? 50 : 0) },
    component,
    heading: `${GRID_TITLES[feature]} ${noun}`,
    text: `${count} ${noun} in a \`${component}\`${feature === 'basic' ? '' : `, ${{ sorted: 'sorted on load', paginated: 'split into pages', toolbar: 'with the toolbar and its quick filter', chips: 'with a chip per status', controlled: 'with a sort set from buttons', hidden: 'in compact density with a hidden column', pinned: 'with pinned columns', multiSort: 'sorted on two columns', proSelection: 'with checkbox selection', grouping: 'grouped by one column', aggregation: 'grouped, with a total per group' }[feature]}`}.`,
    nameHint: `${GRID_TITLES[feature]} ${noun}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Date and Time Pickers

const PICKER_LABELS = ['Check-in', 'Departure', 'Delivery date', 'Appointment', 'Invoice due', 'Start date', 'Renewal', 'Birthday', 'Launch day', 'Inspection'];
const TIME_LABELS = ['Pickup time', 'Meeting', 'Alarm', 'Store opens', 'Shift start', 'Reminder'];
const PICKER_FEATURES = [['basic', 3], ['bounded', 1.5], ['weekdays', 1.5], ['controlled', 2], ['time', 2], ['dateTime', 1.5], ['calendar', 1.5], ['static', 1], ['fields', 1.5], ['range', 0.8], ['rangeCalendar', 0.7]];
const PICKER_TITLES = { basic: 'Date picker', bounded: 'Bounded dates', weekdays: 'Weekdays only', controlled: 'Controlled value', time: 'Time picker', dateTime: 'Date and time', calendar: 'Calendar', static: 'Static picker', fields: 'Fields', range: 'Date range', rangeCalendar: 'Range calendar', data: 'Bookable dates' };

/** The data file of a pickers page: a booking window and holidays the demos exclude. */
function pickerDataFile(r) {
  const startMonth = r.int(1, 8);
  const holidays = r.sample(Array.from({ length: 28 }, (_, i) => `2025-${pad(startMonth + (i % 4))}-${pad(1 + ((i * 7 + r.int(0, 6)) % 28))}`), r.int(3, 7)).sort();
  return [
    "import dayjs, { type Dayjs } from 'dayjs';",
    '',
    '// The dates the demos of this page share: the booking window and the days it is closed.',
    `export const bookingWindow = { start: dayjs('2025-${pad(startMonth)}-01'), end: dayjs('2025-${pad(startMonth + 3)}-28') };`,
    '',
    `export const holidays = ${list([...new Set(holidays)])};`,
    '',
    'export function isClosed(date: Dayjs): boolean {',
    `  return holidays.includes(date.format('YYYY-MM-DD'))${r.chance(0.5) ? ' || date.day() === 0' : ''};`,
    '}',
    '',
  ].join('\n');
}

function pickerDemo(r, { name, data }) {
  const feature = data ? 'data' : r.weighted(PICKER_FEATURES);
  const pro = feature === 'range' || feature === 'rangeCalendar';
  const base = pro ? '@mui/x-date-pickers-pro' : '@mui/x-date-pickers';
  const imp = new Imports();
  const rootMaterial = r.chance(0.4);
  imp.add(`${base}/LocalizationProvider`, 'LocalizationProvider');
  imp.add(`${base}/AdapterDayjs`, 'AdapterDayjs');
  const label = r.pick(PICKER_LABELS);
  const date = isoDay(r);
  const time = `${pad(r.int(7, 19))}:${pick15(r)}`;
  const dj = (s) => (imp.add('dayjs', 'dayjs', { isDefault: true }), `dayjs('${s}')`);
  const width = r.pick([240, 260, 280, 300, 320]);
  let pre = '';
  let inner;
  let hooks = '';
  let component = 'DatePicker';
  switch (feature) {
    case 'basic': {
      imp.add(`${base}/DatePicker`, 'DatePicker');
      const attrs = [`label="${label}"`];
      if (r.chance(0.6)) attrs.push(`defaultValue={${dj(date)}}`);
      if (r.chance(0.3)) attrs.push(`views={['year', 'month', 'day']}`);
      if (r.chance(0.3)) attrs.push(`format="${r.pick(['DD/MM/YYYY', 'YYYY-MM-DD', 'MMM D, YYYY'])}"`);
      if (r.chance(0.3)) attrs.push(`sx={{ width: ${width} }}`);
      inner = `<DatePicker ${attrs.join(' ')} />`;
      break;
    }
    case 'bounded': {
      imp.add(`${base}/DatePicker`, 'DatePicker');
      const month = r.int(1, 10);
      inner = `<DatePicker\n  label="${label}"\n  defaultValue={${dj(`2025-${pad(month)}-15`)}}\n  minDate={${dj(`2025-${pad(month)}-01`)}}\n  maxDate={${dj(`2025-${pad(month + 2)}-28`)}}\n/>`;
      break;
    }
    case 'weekdays': {
      imp.add(`${base}/DatePicker`, 'DatePicker');
      imp.add('dayjs', 'Dayjs', { type: true });
      pre = 'function isWeekend(date: Dayjs): boolean {\n  return date.day() === 0 || date.day() === 6;\n}\n\n';
      inner = `<DatePicker label="${label}" defaultValue={${dj(date)}} shouldDisableDate={isWeekend} />`;
      break;
    }
    case 'controlled': {
      imp.add('react', 'React', { namespace: true });
      imp.add('dayjs', 'Dayjs', { type: true });
      imp.add(`${base}/DatePicker`, 'DatePicker');
      const Stack = imp.material('Stack', rootMaterial);
      const Typography = imp.material('Typography', rootMaterial);
      const format = r.pick(['dddd, D MMMM YYYY', 'D MMM YYYY', 'MMMM D, YYYY']);
      hooks = `  const [value, setValue] = React.useState<Dayjs | null>(${dj(date)});\n\n`;
      inner = [
        `<${Stack} spacing={2} sx={{ maxWidth: ${width + 40} }}>`,
        `  <DatePicker label="${label}" value={value} onChange={(newValue) => setValue(newValue)} />`,
        `  <${Typography} variant="body2" sx={{ color: 'text.secondary' }}>`,
        `    {value?.isValid() ? \`${label}: \${value.format('${format}')}\` : 'No date selected'}`,
        `  </${Typography}>`,
        `</${Stack}>`,
      ].join('\n');
      break;
    }
    case 'time': {
      component = 'TimePicker';
      imp.add(`${base}/TimePicker`, 'TimePicker');
      const attrs = [`label="${r.pick(TIME_LABELS)}"`, `defaultValue={${dj(`${date}T${time}`)}}`];
      if (r.chance(0.4)) attrs.push('ampm={false}');
      if (r.chance(0.4)) attrs.push(`minutesStep={${r.pick([5, 10, 15, 30])}}`);
      inner = `<TimePicker ${attrs.join(' ')} />`;
      break;
    }
    case 'dateTime': {
      component = 'DateTimePicker';
      imp.add(`${base}/DateTimePicker`, 'DateTimePicker');
      const attrs = [`label="${label}"`, `defaultValue={${dj(`${date}T${time}`)}}`];
      if (r.chance(0.4)) attrs.push('ampm={false}');
      if (r.chance(0.3)) attrs.push(`sx={{ width: ${width + 20} }}`);
      inner = `<DateTimePicker ${attrs.join(' ')} />`;
      break;
    }
    case 'calendar': {
      component = 'DateCalendar';
      imp.add(`${base}/DateCalendar`, 'DateCalendar');
      const attrs = [`defaultValue={${dj(date)}}`];
      if (r.chance(0.3)) attrs.push(`views={['month', 'day']}`);
      if (r.chance(0.3)) attrs.push('showDaysOutsideCurrentMonth');
      if (r.chance(0.3)) attrs.push('displayWeekNumber');
      inner = `<DateCalendar ${attrs.join(' ')} />`;
      break;
    }
    case 'static': {
      component = 'StaticDatePicker';
      imp.add(`${base}/StaticDatePicker`, 'StaticDatePicker');
      inner = `<StaticDatePicker defaultValue={${dj(date)}}${r.chance(0.4) ? ' orientation="landscape"' : ''} />`;
      break;
    }
    case 'fields': {
      component = 'DateField';
      imp.add(`${base}/DateField`, 'DateField');
      imp.add(`${base}/TimeField`, 'TimeField');
      const Stack = imp.material('Stack', rootMaterial);
      inner = [
        `<${Stack} direction={{ xs: 'column', sm: 'row' }} spacing={2}>`,
        `  <DateField label="${label}" defaultValue={${dj(date)}}${r.chance(0.5) ? ' format="DD/MM/YYYY"' : ''} />`,
        `  <TimeField label="${r.pick(TIME_LABELS)}" defaultValue={${dj(`${date}T${time}`)}}${r.chance(0.5) ? ' ampm={false}' : ''} />`,
        `</${Stack}>`,
      ].join('\n');
      break;
    }
    case 'range': {
      component = 'DateRangePicker';
      imp.add(`${base}/DateRangePicker`, 'DateRangePicker');
      const start = `2025-${pad(r.int(1, 10))}-${pad(r.int(1, 14))}`;
      const end = start.slice(0, 8) + pad(Number(start.slice(8)) + r.int(2, 12));
      // Single input range fields share element ids in 8.5.0: the plain input avoids duplicate ids, as the docs' demos do.
      inner = `<DateRangePicker\n  enableAccessibleFieldDOMStructure={false}\n  label="${r.pick(['Trip dates', 'Stay', 'Campaign', 'Leave', 'Rental period'])}"\n  defaultValue={[${dj(start)}, ${dj(end)}]}\n  sx={{ maxWidth: ${width + 60} }}\n/>`;
      break;
    }
    case 'rangeCalendar': {
      component = 'DateRangeCalendar';
      imp.add(`${base}/DateRangeCalendar`, 'DateRangeCalendar');
      const start = `2025-${pad(r.int(1, 10))}-${pad(r.int(1, 14))}`;
      const end = start.slice(0, 8) + pad(Number(start.slice(8)) + r.int(2, 12));
      inner = `<DateRangeCalendar defaultValue={[${dj(start)}, ${dj(end)}]} calendars={${r.pick([1, 2])}} />`;
      break;
    }
    case 'data': {
      imp.add('./data', 'bookingWindow');
      imp.add('./data', 'holidays');
      imp.add('./data', 'isClosed');
      const Stack = imp.material('Stack', rootMaterial);
      const Typography = imp.material('Typography', rootMaterial);
      const calendar = r.chance(0.4);
      component = calendar ? 'DateCalendar' : 'DatePicker';
      imp.add(`${base}/${component}`, component);
      const attrs = [calendar ? 'defaultValue={bookingWindow.start}' : `label="${label}"`, 'minDate={bookingWindow.start}', 'maxDate={bookingWindow.end}', 'shouldDisableDate={isClosed}'];
      inner = [
        `<${Stack} spacing={1}${calendar ? '' : ` sx={{ maxWidth: ${width + 40} }}`}>`,
        `  <${component}\n${indent(attrs.join('\n'), 4)}\n  />`,
        `  <${Typography} variant="caption" sx={{ color: 'text.secondary' }}>`,
        `    Closed on {holidays.length} holidays between {bookingWindow.start.format('D MMM')} and {bookingWindow.end.format('D MMM')}.`,
        `  </${Typography}>`,
        `</${Stack}>`,
      ].join('\n');
      break;
    }
    default:
      throw new Error(feature);
  }
  const code = `${imp}\n\n${pre}export default function ${name}() {\n${hooks}  return (\n    <LocalizationProvider dateAdapter={AdapterDayjs}>\n${indent(inner, 6)}\n    </LocalizationProvider>\n  );\n}\n`;
  return { code, options: {}, component, heading: PICKER_TITLES[feature], text: `A \`${component}\` ${{ basic: `for "${label}"`, bounded: 'limited to a range of months', weekdays: 'that skips weekends', controlled: 'whose value the page keeps in state', time: 'with a default time', dateTime: 'with a default date and time', calendar: 'showing a month', static: 'always open', fields: 'and a `TimeField` side by side', range: 'with a default range', rangeCalendar: 'with a default range', data: 'within the booking window, holidays excluded' }[feature]}.`, nameHint: `${PICKER_TITLES[feature]} ${label}` };
}
const pick15 = (r) => pad(r.pick([0, 15, 30, 45]));

// ---------------------------------------------------------------------------------------------
// Charts

const CATEGORY_SETS = [
  { name: 'quarters', values: ['Q1', 'Q2', 'Q3', 'Q4'] },
  { name: 'regions', values: ['North', 'South', 'East', 'West', 'Central'] },
  { name: 'weekdays', values: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] },
  { name: 'stores', values: ['Lisbon', 'Osaka', 'Nairobi', 'Toronto', 'Lyon', 'Austin'] },
  { name: 'teams', values: ['Platform', 'Mobile', 'Web', 'Data', 'Design'] },
];
const SERIES_NAMES = [['Online', 'In store', 'Wholesale'], ['Revenue', 'Costs', 'Profit'], ['Visitors', 'Sign-ups', 'Purchases'], ['2023', '2024', '2025'], ['Planned', 'Completed', 'Carried over']];
const SLICES = [['Search', 'Direct', 'Social', 'Email', 'Referral', 'Ads'], ['Rent', 'Salaries', 'Marketing', 'Software', 'Travel'], ['Chrome', 'Safari', 'Firefox', 'Edge', 'Other'], ['Electricity', 'Heating', 'Water', 'Internet']];
const COLORS = ['#1976d2', '#00897b', '#f57c00', '#7b1fa2', '#c2185b', '#5d4037', '#0288d1', '#689f38'];
const CHART_FEATURES = [['bar', 3], ['stackedBar', 1.5], ['horizontalBar', 1], ['line', 2.5], ['area', 1.2], ['pie', 2], ['scatter', 1.5], ['sparklines', 0.8], ['toggle', 1]];
const CHART_TITLES = { bar: 'Bar chart', stackedBar: 'Stacked bars', horizontalBar: 'Horizontal bars', line: 'Line chart', area: 'Area chart', pie: 'Pie chart', scatter: 'Scatter chart', sparklines: 'Sparklines', toggle: 'Stack toggle', dataBar: 'Monthly bars', dataLine: 'Monthly trend', dataPie: 'Traffic sources', dataScatter: 'Sessions' };

const series = (r, count, [min, max]) => Array.from({ length: count }, () => r.int(min, max));

/** The data file of a charts page: monthly figures, shares and points the demos plot. */
function chartDataFile(r) {
  const months = MONTHS.slice(0, r.int(6, 12));
  const revenue = series(r, months.length, [40, 120]);
  const costs = revenue.map((v) => Math.round(v * (0.5 + r.next() * 0.4)));
  const sources = SLICES[0].slice(0, r.int(3, 6)).map((label, id) => ({ id, label, value: r.int(5, 45) }));
  const points = Array.from({ length: r.int(20, 60) }, (_, id) => ({ id, x: r.int(1, 40), y: Math.round(r.next() * 900) / 10 }));
  return [
    '// Figures the demos of this page share (thousands of euros, and sessions by minutes on site).',
    `export const months = ${list(months)};`,
    '',
    `export const revenue = ${list(revenue)};`,
    `export const costs = ${list(costs)};`,
    '',
    'export const trafficSources = [',
    ...sources.map((s) => `  { id: ${s.id}, label: ${q(s.label)}, value: ${s.value} },`),
    '];',
    '',
    'export const sessions = [',
    ...points.map((p) => `  { id: ${p.id}, x: ${p.x}, y: ${p.y} },`),
    '];',
    '',
  ].join('\n');
}

function chartDemo(r, { name, data }) {
  const feature = data ? r.pick(['dataBar', 'dataLine', 'dataPie', 'dataScatter']) : r.weighted(CHART_FEATURES);
  const imp = new Imports();
  const rootMaterial = r.chance(0.4);
  const height = r.pick([220, 250, 280, 300, 320, 350]);
  const cats = r.pick(CATEGORY_SETS);
  const names = r.pick(SERIES_NAMES).slice(0, r.int(1, 3));
  const scale = r.pick([[10, 60], [50, 400], [100, 1200]]);
  const colors = r.chance(0.3) ? r.sample(COLORS, names.length) : undefined;
  const seriesCode = (extra = '') => `[\n${names.map((n, i) => `  { label: ${q(n)}, data: ${list(series(r, cats.values.length, scale))}${colors ? `, color: '${colors[i]}'` : ''}${extra} },`).join('\n')}\n]`;
  let pre = '';
  let hooks = '';
  let jsx;
  let component;
  const chart = (tag, attrs) => `<${tag}\n${indent(attrs.join('\n'), 2)}\n/>`;
  let hint = cats.name; // what the demo plots, for its file name
  switch (feature) {
    case 'bar':
    case 'stackedBar':
    case 'horizontalBar': {
      component = imp.add('@mui/x-charts/BarChart', 'BarChart');
      const horizontal = feature === 'horizontalBar';
      pre = `const ${cats.name} = ${list(cats.values)};\n\n`;
      const attrs = [`height={${height}}`, `${horizontal ? 'yAxis' : 'xAxis'}={[{ scaleType: 'band', data: ${cats.name} }]}`, `series={${seriesCode(feature === 'stackedBar' ? ", stack: 'total'" : '')}}`];
      if (horizontal) attrs.push('layout="horizontal"');
      if (r.chance(0.3)) attrs.push(`borderRadius={${r.pick([4, 6, 8])}}`);
      if (r.chance(0.3)) attrs.push('barLabel="value"');
      if (r.chance(0.4)) attrs.push(`grid={{ ${horizontal ? 'vertical' : 'horizontal'}: true }}`);
      jsx = chart('BarChart', attrs);
      break;
    }
    case 'line':
    case 'area': {
      component = imp.add('@mui/x-charts/LineChart', 'LineChart');
      const months = MONTHS.slice(0, r.int(6, 12));
      hint = names[0];
      pre = `const months = ${list(months)};\n\n`;
      const curve = r.pick(['linear', 'monotoneX', 'natural', 'step']);
      const extra = `${feature === 'area' ? ', area: true' : ''}${r.chance(0.5) ? ', showMark: false' : ''}${curve === 'linear' ? '' : `, curve: '${curve}'`}`;
      const lineSeries = `[\n${names.map((n) => `  { label: ${q(n)}, data: ${list(series(r, months.length, scale))}${extra} },`).join('\n')}\n]`;
      const attrs = [`height={${height}}`, `xAxis={[{ scaleType: 'point', data: months }]}`, `series={${lineSeries}}`];
      if (r.chance(0.4)) attrs.push('grid={{ horizontal: true }}');
      jsx = chart('LineChart', attrs);
      break;
    }
    case 'pie': {
      component = imp.add('@mui/x-charts/PieChart', 'PieChart');
      const slices = r.pick(SLICES);
      hint = ['traffic', 'expenses', 'browsers', 'utilities'][SLICES.indexOf(slices)];
      const data = slices.slice(0, r.int(3, slices.length)).map((label, id) => `{ id: ${id}, value: ${r.int(4, 40)}, label: ${q(label)} }`);
      const extra = [];
      if (r.chance(0.5)) extra.push(`innerRadius: ${r.pick([30, 40, 50])}`);
      if (r.chance(0.4)) extra.push(`paddingAngle: ${r.int(1, 4)}`, `cornerRadius: ${r.int(2, 6)}`);
      if (r.chance(0.3)) extra.push("arcLabel: (item) => `${item.value}`");
      pre = `const data = [\n${data.map((d) => `  ${d},`).join('\n')}\n];\n\n`;
      jsx = chart('PieChart', [`height={${Math.min(height, 280)}}`, `series={[{ data${extra.length ? `, ${extra.join(', ')}` : ''} }]}`]);
      break;
    }
    case 'scatter': {
      component = imp.add('@mui/x-charts/ScatterChart', 'ScatterChart');
      const groups = r.pick([['Trial', 'Paid'], ['Desktop', 'Mobile'], ['2024'], ['Team A', 'Team B', 'Team C']]);
      hint = groups.join(' ');
      let id = 0;
      const seriesLines = groups.map((g) => {
        const points = Array.from({ length: r.int(6, 14) }, () => `{ x: ${r.int(1, 60)}, y: ${r.int(5, 95)}, id: ${id++} }`);
        return `  {\n    label: ${q(g)},\n    data: [\n${points.map((p) => `      ${p},`).join('\n')}\n    ],\n  },`;
      });
      jsx = chart('ScatterChart', [`height={${height}}`, `xAxis={[{ label: '${r.pick(['Minutes on site', 'Age', 'Order size'])}' }]}`, `yAxis={[{ label: '${r.pick(['Score', 'Conversion (%)', 'Satisfaction'])}' }]}`, `series={[\n${seriesLines.join('\n')}\n]}`]);
      break;
    }
    case 'sparklines': {
      component = imp.add('@mui/x-charts/SparkLineChart', 'SparkLineChart');
      const Stack = imp.material('Stack', rootMaterial);
      const Typography = imp.material('Typography', rootMaterial);
      const Box = imp.material('Box', rootMaterial);
      const metrics = r.sample(['Orders', 'Visitors', 'Refunds', 'Sign-ups', 'Tickets'], r.int(2, 3));
      hint = metrics[0];
      jsx = [
        `<${Stack} spacing={2} sx={{ width: '100%', maxWidth: 420 }}>`,
        ...metrics.map((m) => {
          const plot = r.chance(0.3) ? ' plotType="bar"' : r.chance(0.5) ? ' area' : '';
          return [
            `  <${Stack} direction="row" spacing={2} sx={{ alignItems: 'center' }}>`,
            `    <${Typography} variant="body2" sx={{ width: 80 }}>`,
            `      ${m}`,
            `    </${Typography}>`,
            `    <${Box} sx={{ flexGrow: 1 }}>`,
            `      <SparkLineChart data={${list(series(r, r.int(8, 16), scale))}} height={${r.pick([40, 50, 60])}}${plot} />`,
            `    </${Box}>`,
            `  </${Stack}>`,
          ].join('\n');
        }),
        `</${Stack}>`,
      ].join('\n');
      break;
    }
    case 'toggle': {
      component = imp.add('@mui/x-charts/BarChart', 'BarChart');
      imp.add('react', 'React', { namespace: true });
      const Stack = imp.material('Stack', rootMaterial);
      const FormControlLabel = imp.material('FormControlLabel', rootMaterial);
      const Switch = imp.material('Switch', rootMaterial);
      pre = `const ${cats.name} = ${list(cats.values)};\n\n`;
      hooks = '  const [stacked, setStacked] = React.useState(false);\n\n';
      const s = `[\n${names.map((n) => `  { label: ${q(n)}, data: ${list(series(r, cats.values.length, scale))}, stack: stacked ? 'total' : undefined },`).join('\n')}\n]`;
      jsx = [
        `<${Stack} sx={{ width: '100%' }}>`,
        `  <${FormControlLabel}`,
        `    control={<${Switch} checked={stacked} onChange={(event) => setStacked(event.target.checked)} />}`,
        '    label="Stack the series"',
        '  />',
        indent(chart('BarChart', [`height={${height}}`, `xAxis={[{ scaleType: 'band', data: ${cats.name} }]}`, `series={${s}}`]), 2),
        `</${Stack}>`,
      ].join('\n');
      break;
    }
    case 'dataBar': {
      hint = '';
      component = imp.add('@mui/x-charts/BarChart', 'BarChart');
      imp.add('./data', 'months');
      imp.add('./data', 'revenue');
      imp.add('./data', 'costs');
      jsx = chart('BarChart', [`height={${height}}`, "xAxis={[{ scaleType: 'band', data: months }]}", `series={[\n  { label: 'Revenue', data: revenue },\n  { label: 'Costs', data: costs },\n]}`]);
      break;
    }
    case 'dataLine': {
      hint = '';
      component = imp.add('@mui/x-charts/LineChart', 'LineChart');
      imp.add('./data', 'months');
      imp.add('./data', 'revenue');
      jsx = chart('LineChart', [`height={${height}}`, "xAxis={[{ scaleType: 'point', data: months }]}", `series={[{ label: 'Revenue', data: revenue${r.chance(0.5) ? ', area: true' : ''} }]}`]);
      break;
    }
    case 'dataPie': {
      hint = '';
      component = imp.add('@mui/x-charts/PieChart', 'PieChart');
      imp.add('./data', 'trafficSources');
      jsx = chart('PieChart', [`height={${Math.min(height, 280)}}`, `series={[{ data: trafficSources${r.chance(0.5) ? `, innerRadius: ${r.pick([30, 45])}` : ''} }]}`]);
      break;
    }
    case 'dataScatter': {
      hint = '';
      component = imp.add('@mui/x-charts/ScatterChart', 'ScatterChart');
      imp.add('./data', 'sessions');
      jsx = chart('ScatterChart', [`height={${height}}`, "xAxis={[{ label: 'Minutes on site' }]}", "yAxis={[{ label: 'Pages viewed' }]}", "series={[{ label: 'Sessions', data: sessions }]}"]);
      break;
    }
    default:
      throw new Error(feature);
  }
  // Charts size themselves to their container: real demos give them a width to fill.
  if (!jsx.startsWith('<Stack') && !/^<\w+ sx/.test(jsx) && r.chance(0.5)) {
    const Box = imp.material('Box', rootMaterial);
    jsx = `<${Box} sx={{ width: '100%', maxWidth: ${r.pick([500, 600, 700])} }}>\n${indent(jsx, 2)}\n</${Box}>`;
  }
  const code = `${imp}\n\n${pre}export default function ${name}() {\n${hooks}  return (\n${indent(jsx, 4)}\n  );\n}\n`;
  return { code, options: {}, component, heading: CHART_TITLES[feature], text: `A \`${component}\` ${feature.startsWith('data') ? "reading this page's shared figures" : `of ${feature === 'pie' ? 'shares' : feature === 'scatter' ? 'measurements' : names.map((n) => n.toLowerCase()).join(', ')}`}.`, nameHint: `${CHART_TITLES[feature]} ${hint}` };
}

// ---------------------------------------------------------------------------------------------
// Tree View

const TREES = [
  { name: 'files', root: ['src', 'docs', 'public', 'scripts', 'tests'], mid: ['components', 'hooks', 'utils', 'assets', 'styles', 'pages'], leaf: ['index.ts', 'Button.tsx', 'theme.ts', 'README.md', 'logo.svg', 'setup.ts', 'config.json'] },
  { name: 'company', root: DEPARTMENTS, mid: ['Platform', 'Growth', 'Enterprise', 'Payroll', 'Tier 1', 'Facilities'], leaf: FIRST_NAMES.map((n, i) => `${n} ${LAST_NAMES[i % LAST_NAMES.length]}`) },
  { name: 'catalogue', root: CATEGORIES, mid: ['New arrivals', 'Best sellers', 'Clearance', 'Accessories', 'Bundles'], leaf: PRODUCTS },
  { name: 'regions', root: ['Europe', 'Asia', 'Africa', 'Americas', 'Oceania'], mid: COUNTRIES, leaf: CITIES },
];

/** A tree of 2 or 3 levels; ids are slugs of the path, unique within the tree. */
function makeTree(r, kind) {
  const used = new Set();
  const id = (parts) => {
    let s = slug(parts.join(' '));
    for (let i = 2; used.has(s); i++) s = `${slug(parts.join(' '))}-${i}`;
    used.add(s);
    return s;
  };
  return r.sample(kind.root, r.int(2, 4)).map((root) => ({
    id: id([root]),
    label: root,
    children: r.sample(kind.mid, r.int(1, 3)).map((mid) => ({
      id: id([root, mid]),
      label: mid,
      children: r.chance(0.7) ? r.sample(kind.leaf, r.int(1, 4)).map((leaf) => ({ id: id([root, mid, leaf]), label: leaf })) : [],
    })),
  }));
}
const itemsCode = (items, depth = 0) =>
  `[\n${items.map((item) => `${'  '.repeat(depth + 1)}{ id: ${q(item.id)}, label: ${q(item.label)}${item.children?.length ? `, children: ${itemsCode(item.children, depth + 1)}` : ''} },`).join('\n')}\n${'  '.repeat(depth)}]`;
const treeItemsJsx = (items) => items.map((item) => (item.children?.length ? `<TreeItem itemId="${item.id}" label="${item.label}">\n${indent(treeItemsJsx(item.children), 2)}\n</TreeItem>` : `<TreeItem itemId="${item.id}" label="${item.label}" />`)).join('\n');

function treeDataFile(r) {
  const kind = r.pick(TREES);
  return [
    "import type { TreeViewBaseItem } from '@mui/x-tree-view/models';",
    '',
    `// The ${kind.name} tree the demos of this page show.`,
    `export const items: TreeViewBaseItem[] = ${itemsCode(makeTree(r, kind))};`,
    '',
    'export const topLevelIds = items.map((item) => item.id);',
    '',
  ].join('\n');
}

function treeDemo(r, { name, data }) {
  // Demos reading the page's data file show its items in a RichTreeView (SimpleTreeView takes JSX children).
  const feature = r.weighted(data ? [['rich', 1], ['checkbox', 1], ['controlled', 1]] : [['rich', 3], ['simple', 2.5], ['checkbox', 1.5], ['controlled', 1.5]]);
  const imp = new Imports();
  const rootMaterial = r.chance(0.4);
  const kind = r.pick(TREES);
  const items = data ? undefined : makeTree(r, kind);
  const Box = imp.material('Box', rootMaterial);
  const size = `sx={{ minHeight: ${r.pick([200, 240, 280, 320])}, minWidth: 250 }}`;
  let pre = '';
  let hooks = '';
  let jsx;
  let component = 'RichTreeView';
  const expanded = items ? list(items.slice(0, r.int(1, 2)).map((i) => i.id)) : `topLevelIds.slice(0, ${r.int(1, 2)})`;
  if (data) imp.add('./data', 'items');
  if (feature === 'simple') {
    component = 'SimpleTreeView';
    imp.add('@mui/x-tree-view/SimpleTreeView', 'SimpleTreeView');
    imp.add('@mui/x-tree-view/TreeItem', 'TreeItem');
    jsx = `<${Box} ${size}>\n  <SimpleTreeView defaultExpandedItems={${expanded}}>\n${indent(treeItemsJsx(items), 4)}\n  </SimpleTreeView>\n</${Box}>`;
  } else {
    imp.add('@mui/x-tree-view/RichTreeView', 'RichTreeView');
    if (items) {
      imp.add('@mui/x-tree-view/models', 'TreeViewBaseItem', { type: true });
      pre = `const ${kind.name}: TreeViewBaseItem[] = ${itemsCode(items)};\n\n`;
    }
    const source = items ? kind.name : 'items';
    if (data && feature !== 'rich') imp.add('./data', 'topLevelIds');
    if (feature === 'controlled') {
      imp.add('react', 'React', { namespace: true });
      const Stack = imp.material('Stack', rootMaterial);
      const Button = imp.material('Button', rootMaterial);
      const all = data ? 'topLevelIds' : list(items.map((i) => i.id));
      hooks = `  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);\n\n`;
      jsx = [
        `<${Stack} spacing={1}>`,
        `  <${Button} size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => setExpandedItems((ids) => (ids.length ? [] : ${all}))}>`,
        `    {expandedItems.length ? 'Collapse all' : 'Expand top level'}`,
        `  </${Button}>`,
        `  <${Box} ${size}>`,
        `    <RichTreeView\n      items={${source}}\n      expandedItems={expandedItems}\n      onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}\n    />`,
        `  </${Box}>`,
        `</${Stack}>`,
      ].join('\n');
    } else {
      const attrs = [`items={${source}}`];
      if (feature === 'checkbox') attrs.push(`defaultExpandedItems={${expanded}}`, 'multiSelect', 'checkboxSelection');
      else if (items) {
        attrs.push(`defaultExpandedItems={${expanded}}`);
        if (r.chance(0.4)) attrs.push(`defaultSelectedItems="${items[0].id}"`);
      } else attrs.push(`defaultExpandedItems={[items[0]!.id]}`);
      jsx = `<${Box} ${size}>\n  <RichTreeView\n${indent(attrs.join('\n'), 4)}\n  />\n</${Box}>`;
    }
  }
  const code = `${imp}\n\n${pre}export default function ${name}() {\n${hooks}  return (\n${indent(jsx, 4)}\n  );\n}\n`;
  const title = { rich: 'Rich tree', simple: 'Simple tree', checkbox: 'Checkbox selection', controlled: 'Controlled expansion' }[feature];
  const what = data ? "the page's shared" : `the ${kind.name}`;
  return { code, options: {}, component, heading: title, text: `A \`${component}\` of ${what} items${feature === 'checkbox' ? ' with checkboxes' : feature === 'controlled' ? ' expanded from a button' : ''}.`, nameHint: `${title} ${data ? 'shared items' : kind.name}` };
}

// ---------------------------------------------------------------------------------------------
// Site

const PRODUCTS_MIX = [
  { share: 40, route: 'react-data-grid', label: 'Data Grid', productId: 'x-data-grid', packageName: '@mui/x-data-grid', topics: ['orders', 'inventory', 'payroll', 'logistics', 'support', 'catalogue', 'billing', 'staffing'], demo: gridDemo, domains: { orders: 'orders', inventory: 'products', payroll: 'employees', logistics: 'shipments', support: 'tickets', catalogue: 'products', billing: 'orders', staffing: 'employees' } },
  { share: 25, route: 'react-date-pickers', label: 'Date and Time Pickers', productId: 'x-date-pickers', packageName: '@mui/x-date-pickers', topics: ['bookings', 'scheduling', 'deadlines', 'travel', 'appointments', 'shifts'], demo: pickerDemo, dataFile: pickerDataFile },
  { share: 25, route: 'react-charts', label: 'Charts', productId: 'x-charts', packageName: '@mui/x-charts', topics: ['sales', 'traffic', 'budgets', 'energy', 'sprints', 'retention'], demo: chartDemo, dataFile: chartDataFile },
  { share: 10, route: 'react-tree-view', label: 'Tree View', productId: 'x-tree-view', packageName: '@mui/x-tree-view', topics: ['files', 'organisation', 'navigation', 'regions'], demo: treeDemo, dataFile: treeDataFile },
];

/** How many demos each product gets: its share of N, rounded cumulatively so the counts add up to N. */
function allocate(n) {
  let before = 0;
  let cumulative = 0;
  return PRODUCTS_MIX.map((p) => {
    cumulative += p.share;
    const upTo = Math.round((cumulative * n) / 100);
    const count = upTo - before;
    before = upTo;
    return count;
  });
}

/** Writes the corpus; returns what it wrote. The same n always gives the same files. */
export function makeDemoCorpus(n, outDir) {
  const r = createRandom(0x5eed0000 + n);
  // Replaces an earlier corpus, never another directory that happens to be named.
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0) {
    const config = path.join(outDir, 'docs.config.ts');
    if (!fs.existsSync(config) || !fs.readFileSync(config, 'utf8').includes('"productName": "Demo corpus"')) throw new Error(`${outDir} exists and is not a demo corpus: not replacing it`);
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  const files = new Map();
  const nav = [];
  let pages = 0;
  let demos = 0;
  let dataFiles = 0;
  // Demo names are unique in the whole corpus, so no two demo files are byte-identical.
  const names = new Set();
  allocate(n).forEach((count, productIndex) => {
    const product = PRODUCTS_MIX[productIndex];
    const children = [];
    let left = count;
    for (let page = 1; left > 0; page++) {
      // Pages of 3 to 5 demos (4 on average); the last one takes what is left, at least 3 when it can.
      const size = left <= 5 ? left : r.int(3, Math.min(5, left - 3));
      left -= size;
      const topic = product.topics[(page - 1) % product.topics.length];
      const number = Math.ceil(page / product.topics.length);
      const pageSlug = `${topic}-${pad(number)}`;
      const title = `${product.label} - ${topic[0].toUpperCase()}${topic.slice(1)} ${number}`;
      const pathname = `/x/${product.route}/${pageSlug}`;
      const folder = `pages/${product.route}/${pageSlug}`;
      // About one demo in five reads the page's data file, as the real docs share data.
      const usesData = Array.from({ length: size }, () => r.chance(0.2));
      // Most Data Grid demos of a page show the rows of its topic; its data file makes those rows.
      const pageData = product.domains ? { domain: GRID_DOMAINS.find((d) => d.noun === product.domains[topic]) } : {};
      if (usesData.some(Boolean)) {
        const seed = r.int(1, 2 ** 31 - 1);
        files.set(`${folder}/data.ts`, product.dataFile ? product.dataFile(r) : gridDataFile(pageData.domain, seed));
        dataFiles++;
      }
      const sections = [];
      const components = new Set();
      for (let i = 0; i < size; i++) {
        const made = product.demo(r, { name: 'DEMO_NAME', data: usesData[i] ? pageData : undefined, page: pageData });
        let name = pascal(made.nameHint).replace(/^\d+/, '') || 'Demo';
        for (let k = 2; names.has(name); k++) name = `${pascal(made.nameHint)}${k}`;
        names.add(name);
        components.add(made.component);
        files.set(`${folder}/${name}.tsx`, made.code.replace('DEMO_NAME', name));
        let heading = made.heading;
        for (let k = 2; sections.some((s) => s.heading === heading); k++) heading = `${made.heading} ${k}`;
        const options = { demo: `${name}.tsx`, ...made.options };
        sections.push({ heading, text: made.text, line: `{${JSON.stringify(options).replace(/,"/g, ', "').replace(/":/g, '": ')}}` });
        demos++;
      }
      const description = `${size} ${product.label} demos about ${topic}, showing ${[...new Set(sections.map((s) => s.heading.toLowerCase().replace(/ \d+$/, '')))].join(', ')}.`;
      const md = [
        '---',
        `title: ${title}`,
        `description: ${JSON.stringify(description.length > 160 ? `${description.slice(0, 150).replace(/,?\s+\S*$/, '')}.` : description)}`,
        `productId: ${product.productId}`,
        `components: ${[...components].sort().join(', ')}`,
        `packageName: '${product.packageName}'`,
        '---',
        '',
        `# ${title}`,
        '',
        `${product.label} demos about ${topic}, generated for the demo-stage benchmark: ${size} live demos, each with its code.`,
        '',
        ...sections.flatMap((s) => [`## ${s.heading}`, '', s.text, '', s.line, '']),
      ].join('\n');
      files.set(`${folder}.md`, md);
      children.push({ pathname, title: `${topic[0].toUpperCase()}${topic.slice(1)} ${number}` });
      pages++;
    }
    if (children.length) nav.push({ pathname: `/x/${product.route}-group`, title: product.label, children });
  });
  const config = { productName: 'Demo corpus', version: '1.0.0', basePath: '/x', languages: ['en'], siteUrl: 'https://demos.example', productionHost: 'demos.example', nav };
  files.set('docs.config.ts', `import { defineConfig } from 'docs-build';\n\nexport default defineConfig(${JSON.stringify(config, null, 1)});\n`);
  const made = new Set();
  for (const [file, text] of files) {
    const dir = path.dirname(path.join(outDir, file));
    if (!made.has(dir)) fs.mkdirSync(dir, { recursive: true });
    made.add(dir);
    fs.writeFileSync(path.join(outDir, file), text);
  }
  return { pages, demos, dataFiles };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [nArg, outDir] = process.argv.slice(2);
  const n = Number(nArg);
  if (!Number.isInteger(n) || n < 1 || !outDir) {
    console.error('usage: node scripts/make-demo-corpus.mjs <N> <outDir>');
    process.exit(2);
  }
  const started = performance.now();
  let made;
  try {
    made = makeDemoCorpus(n, path.resolve(outDir));
  } catch (error) {
    console.error(`make-demo-corpus: ${error.message}`);
    process.exit(1);
  }
  const { pages, demos, dataFiles } = made;
  console.error(`make-demo-corpus: ${demos} demos on ${pages} pages (${dataFiles} data files) in ${outDir}, ${Math.round(performance.now() - started)} ms`);
}
