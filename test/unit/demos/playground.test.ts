import { describe, expect, it } from 'vitest';
import type { ComponentApi } from '../../../src/api/types.ts';
import type { Element, Root } from 'hast';
import { stringifyHast } from '../../../src/markdown/stringify-hast.ts';
import { playgroundBlock, playgroundKnobs } from '../../../src/demos/playground-block.ts';
import type { DemoContext, DemoRecord } from '../../../src/demos/types.ts';
import { parseDirective } from '../../../src/markdown/demo-directive.ts';
import { jsxOf, mergeProps, parseDefault, propsOf, type Knob } from '../../../templates/playground.ts';

const chart: ComponentApi = {
  kind: 'component',
  name: 'BarChart',
  slug: 'bar-chart',
  product: 'charts',
  packageName: '@mui/x-charts',
  packageVersion: '8.5.0',
  plan: 'community',
  description: '',
  imports: [],
  props: [
    { name: 'layout', type: "BarSeriesType['layout']", default: "'vertical'", description: '', required: false, control: { kind: 'enum', values: ['horizontal', 'vertical'] } },
    { name: 'borderRadius', type: 'number', description: '', required: false, control: { kind: 'number' } },
    { name: 'grid', type: 'Pick<ChartsGridProps, …>', description: '', required: false, control: { kind: 'object', members: { vertical: { kind: 'boolean' } } } },
    { name: 'xAxis', type: 'readonly …[]', description: '', required: false, control: { kind: 'object', members: { 0: { kind: 'object', members: { position: { kind: 'enum', values: ['top', 'bottom', 'none'] } } } } } },
    { name: 'title', type: 'string', description: '', required: false, control: { kind: 'string' } },
    { name: 'hideLegend', type: 'boolean', default: 'false', description: '', required: false, control: { kind: 'boolean' } },
    { name: 'legacy', type: 'boolean', description: '', required: false, deprecated: 'Use another prop.', control: { kind: 'boolean' } },
    { name: 'onItemClick', type: '() => void', description: '', required: false },
  ],
  slots: [],
  classes: [],
  source: '',
};

describe('playground lines', () => {
  it('parse into a demo of their own, with their options checked', () => {
    const parsed = parseDirective('{{"playground": "BarChart", "props": ["layout", "xAxis.0.position"], "values": {"layout": "horizontal"}}}');
    expect(parsed).toMatchObject({ options: { hideToolbar: true, playground: { playground: 'BarChart', props: ['layout', 'xAxis.0.position'], values: { layout: 'horizontal' } } } });
    expect('options' in parsed && parsed.options.demo).toMatch(/^BarChart~/);
    // Another starting value is another demo (the server renders each).
    const other = parseDirective('{{"playground": "BarChart", "props": ["layout"], "values": {"layout": "vertical"}}}');
    expect('options' in other && other.options.demo).not.toBe('options' in parsed && parsed.options.demo);
  });

  it('say what is wrong with a line', () => {
    expect(parseDirective('{{"playground": "BarChart", "knobs": []}}')).toEqual({ problem: 'unknown playground option "knobs"; known options: playground, props, demo, values, ranges, height' });
    expect(parseDirective('{{"playground": "BarChart", "props": ["grid..vertical"]}}')).toMatchObject({ problem: expect.stringContaining('a dotted path') });
    expect(parseDirective('{{"playground": "BarChart", "props": ["layout"], "values": {"title": "x"}}}')).toMatchObject({ problem: expect.stringContaining('"title", which is not in "props"') });
    expect(parseDirective('{{"playground": "BarChart", "props": ["borderRadius"], "ranges": {"borderRadius": [10, 0]}}}')).toMatchObject({ problem: expect.stringContaining('min below max') });
    expect(parseDirective('{{"playground": "barChart"}}')).toMatchObject({ problem: expect.stringContaining('a component name') });
  });
});

describe('playground knobs', () => {
  it('without paths: the booleans, options and numbers that are not deprecated, with their defaults', () => {
    const { knobs, problems } = playgroundKnobs(chart, {});
    expect(problems).toEqual([]);
    expect(knobs).toEqual([
      { path: 'layout', kind: 'enum', values: ['horizontal', 'vertical'], default: 'vertical' },
      { path: 'borderRadius', kind: 'number' },
      { path: 'hideLegend', kind: 'boolean', default: false },
    ]);
  });

  it('by path: members of objects and of array elements (any index), with ranges', () => {
    const { knobs, problems } = playgroundKnobs(chart, { props: ['grid.vertical', 'xAxis.1.position', 'borderRadius', 'title'], ranges: { borderRadius: [0, 20, 2] } });
    expect(problems).toEqual([]);
    expect(knobs).toEqual([
      { path: 'grid.vertical', kind: 'boolean' },
      { path: 'xAxis.1.position', kind: 'enum', values: ['top', 'bottom', 'none'] },
      { path: 'borderRadius', kind: 'number', range: [0, 20, 2] },
      { path: 'title', kind: 'string' },
    ]);
  });

  it('shows a default only of the knob\'s kind: a prose @default, even in backticks, is none', () => {
    const withProse: ComponentApi = { ...chart, props: [{ name: 'hidden', type: 'boolean', default: '`window.innerHeight < 667` for `Desktop` pickers', description: '', required: false, control: { kind: 'boolean' } }] };
    expect(playgroundKnobs(withProse, {}).knobs).toEqual([{ path: 'hidden', kind: 'boolean' }]);
  });

  it('a path without a knob is a problem that says what exists', () => {
    const { problems } = playgroundKnobs(chart, { props: ['colour', 'onItemClick', 'grid.diagonal', 'grid', 'layout'], ranges: { layout: [0, 1] } });
    expect(problems).toEqual([
      'BarChart has no prop "colour"',
      'the type of BarChart\'s "onItemClick" (() => void) has no knob: a playground sets booleans, unions of literals, numbers, strings and their members in objects',
      '"grid" of BarChart has no member "diagonal" a knob can set (it has: vertical)',
      '"grid" of BarChart is an object: name one of its members (vertical)',
      '"ranges" gives "layout" a range, but it is not a number',
    ]);
  });
});

describe('the playground block', () => {
  const demo: DemoRecord = { id: 'playgrounds/FunnelChart~x', name: 'FunnelChart', variants: [{ style: 'system', file: '', dependencies: {} }], license: true, hash: '', embed: { props: {} }, playground: { component: 'FunnelChart', specifier: '@mui/x-charts-pro/FunnelChart', exportName: 'Unstable_FunnelChart' } };
  const ctx: DemoContext = { demos: {}, keys: {}, runtime: '/island.js', preload: {} };
  const funnel: ComponentApi = { ...chart, name: 'FunnelChart', props: [] };
  const html = (element: Element) => stringifyHast({ type: 'root', children: [element] } as Root);

  it('names the component in its JSX as the package exports it, so that a copy works; the root keeps the page\'s name', () => {
    const block = html(playgroundBlock(demo, ctx, { api: funnel, apiHref: '/x/api/charts/funnel-chart/', knobs: [], values: {}, uid: 'p' }));
    expect(block).toContain('data-playground="FunnelChart"');
    expect(block).toContain('&#x3C;Unstable_FunnelChart />');
    expect(block).toContain('"component":"Unstable_FunnelChart"');
  });

  it('says why its knob panel is empty when no prop takes a knob', () => {
    expect(html(playgroundBlock(demo, ctx, { api: funnel, apiHref: '', knobs: [], values: {}, uid: 'p' }))).toContain('class="docs-playground-none"');
    expect(html(playgroundBlock(demo, ctx, { api: funnel, apiHref: '', knobs: [{ path: 'gap', kind: 'number' }], values: {}, uid: 'p' }))).not.toContain('docs-playground-none');
  });
});

describe('playground props and JSX', () => {
  const knobs: Knob[] = [
    { path: 'layout', kind: 'enum', values: ['horizontal', 'vertical'], default: 'vertical' },
    { path: 'grid.vertical', kind: 'boolean' },
    { path: 'xAxis.0.position', kind: 'enum', values: ['top', 'bottom'] },
    { path: 'borderRadius', kind: 'number' },
    { path: 'title', kind: 'string' },
  ];

  it('reads the defaults of the API data', () => {
    expect([parseDefault("'vertical'"), parseDefault('false'), parseDefault('12'), parseDefault('-0.5'), parseDefault('"a"'), parseDefault('{}'), parseDefault(undefined)]).toEqual(['vertical', false, 12, -0.5, 'a', undefined, undefined]);
  });

  it('turn paths into nested props; the JSX shows only what differs from the defaults', () => {
    const values = { layout: 'vertical', 'grid.vertical': true, 'xAxis.0.position': 'top' };
    expect(propsOf(knobs, values)).toEqual({ layout: 'vertical', grid: { vertical: true }, xAxis: [{ position: 'top' }] });
    expect(jsxOf('BarChart', knobs, values)).toBe("<BarChart grid={{ vertical: true }} xAxis={[{ position: 'top' }]} />");
    expect(jsxOf('BarChart', knobs, {})).toBe('<BarChart />');
    // Long: one prop a line.
    expect(jsxOf('BarChart', knobs, { layout: 'horizontal', borderRadius: 8, title: 'Sales by quarter and region', 'grid.vertical': false })).toBe('<BarChart\n  layout="horizontal"\n  grid={{ vertical: false }}\n  borderRadius={8}\n  title="Sales by quarter and region"\n/>');
    // Strings that JSX attributes cannot hold as they are go in braces, quoted.
    expect(jsxOf('BarChart', knobs, { title: 'say "hi" {x}' })).toBe(`<BarChart title={'say "hi" {x}'} />`);
  });

  it('merge over the sample: objects by member, arrays by element', () => {
    const sample = { height: 200, xAxis: [{ data: ['a', 'b'], scaleType: 'band' }], grid: { horizontal: true } };
    expect(mergeProps(sample, { xAxis: [{ position: 'top' }], grid: { vertical: true }, height: 300 })).toEqual({
      height: 300,
      xAxis: [{ data: ['a', 'b'], scaleType: 'band', position: 'top' }],
      grid: { horizontal: true, vertical: true },
    });
    // The sample itself is untouched.
    expect(sample.xAxis[0]).toEqual({ data: ['a', 'b'], scaleType: 'band' });
  });
});
