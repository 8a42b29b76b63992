import { describe, expect, it } from 'vitest';
import { searchDocument } from '../../../src/search/index-site.ts';

describe('searchDocument', () => {
  const page = [
    '<!DOCTYPE html><html lang="zh" dir="ltr"><head><meta charset="utf-8"><title>排序 - MUI X</title><style>body{}</style></head>',
    '<body><nav class="docs-drawer"><a href="/x/a/">A page in the drawer</a></nav>',
    '<article class="markdown-body" data-pagefind-body="" data-pagefind-meta="product:Data Grid"><h1 data-pagefind-meta="title">排序</h1>',
    '<div class="docs-demo-live"><style data-emotion="demo 1x">.demo-1x{height:300px;}</style><div class="demo-1x">Cherry</div></div>',
    '<p>Text</p></article><footer>Footer text</footer></body></html>',
  ].join('');

  it('keeps the language, the title and the indexed element, without the rest of the page or style elements', () => {
    expect(searchDocument(page)).toBe(
      '<!DOCTYPE html><html lang="zh"><head><title>排序 - MUI X</title></head><body>' +
        '<article class="markdown-body" data-pagefind-body="" data-pagefind-meta="product:Data Grid"><h1 data-pagefind-meta="title">排序</h1>' +
        '<div class="docs-demo-live"><div class="demo-1x">Cherry</div></div><p>Text</p></article></body></html>',
    );
  });

  it("ranks each API entry's name as a heading of weight 10, and no other heading", () => {
    const entries = [
      '<html lang="en"><head><title>DataGrid API</title></head><body><article data-pagefind-body="">',
      '<h2 id="props">Props</h2><h3 id="a-prose-heading">A heading of the prose</h3>',
      '<section class="api-entry" id="data-grid-prop-rows"><h3 id="prop-rows"><a href="#prop-rows">rows</a></h3><div>Type</div></section>',
      '<section class="api-entry" id="DataGrid-css-MuiDataGrid-cell"><span id="DataGrid-slots-MuiDataGrid-cell" class="api-anchor"></span><h3 id="slot-cell"><a href="#slot-cell">cell</a></h3></section>',
      '<section class="api-entry"><h3 id="classes-root"><a href="#classes-root">root</a></h3></section>',
      '</article></body></html>',
    ].join('');
    const indexed = searchDocument(entries);
    expect(indexed.match(/<h3 [^>]*>/g)).toEqual(['<h3 id="a-prose-heading">', '<h3 id="prop-rows" data-pagefind-weight="10">', '<h3 id="slot-cell" data-pagefind-weight="10">', '<h3 id="classes-root" data-pagefind-weight="10">']);
  });

  it('gives a page without an indexed element back as it is', () => {
    const plain = '<html lang="en"><head><title>T</title></head><body><p>x</p></body></html>';
    expect(searchDocument(plain)).toBe(plain);
  });
});
