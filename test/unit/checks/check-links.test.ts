import { describe, expect, it } from 'vitest';
import { checkLinks } from '../../../src/checks/check-links.ts';

const pages = [
  { pathname: '/x/a', file: '/c/a.md', anchors: ['one'], links: [] as { url: string; line?: number }[] },
  { pathname: '/x/b', file: '/c/b.md', anchors: [], links: [] as { url: string; line?: number }[] },
];

function problems(urls: string[]): string[] {
  const source = [{ ...pages[0]!, links: urls.map((url) => ({ url, line: 3 })) }, pages[1]!];
  return checkLinks(source, { basePath: '/x', redirects: new Set(['/x/group']) }).map((d) => d.message);
}

describe('checkLinks', () => {
  it('accepts existing pages and anchors', () => {
    expect(problems(['/x/b/', '/x/a/#one', '#one', 'https://e.com/x', '/x/static/logo.png'])).toEqual([]);
  });

  it('names what is wrong', () => {
    expect(problems(['/x/nope/'])).toEqual(['Broken link "/x/nope/": no page has this path.']);
    expect(problems(['/x/b'])).toEqual(['Broken link "/x/b": internal links end with a slash: write "/x/b/".']);
    expect(problems(['/x/a/#two'])).toEqual(['Broken link "/x/a/#two": the page /x/a/ has no heading with the anchor "#two".']);
    expect(problems(['#two'])).toEqual(['Broken link "#two": this page has no heading with the anchor "#two".']);
    expect(problems(['/x//b/'])[0]).toContain('doubled slash');
    expect(problems(['/material-ui/react-button/'])).toEqual(['Broken link "/material-ui/react-button/": no page of the site is under /material-ui/ (the documentation is under /x/), and no prefix of externalLinks maps it.']);
    expect(problems(['/x/group/'])[0]).toContain('navigation group');
  });

  it('points at the file and line', () => {
    const [d] = checkLinks([{ ...pages[0]!, links: [{ url: '/x/z/', line: 7, column: 2 }] }], { basePath: '/x' });
    expect(d?.location).toEqual({ file: '/c/a.md', line: 7, column: 2 });
  });

  it('asks for the externalLinks entry of a link to another product of the host, with the production origin', () => {
    const [d] = checkLinks([{ ...pages[0]!, links: [{ url: '/system/getting-started/#x', line: 2 }] }], { basePath: '/x', origin: 'https://docs.example.com' });
    expect(d?.hint).toBe(
      "If /system/ is another product of the same host, add its prefix to the config's externalLinks setting, and every link under it opens there: externalLinks: { '/system/': 'https://docs.example.com/system/' }. Otherwise point the link at a page of the documentation.",
    );
    expect(d?.notes).toBeUndefined();
    const [inside] = checkLinks([{ ...pages[0]!, links: [{ url: '/x/nope/' }] }], { basePath: '/x', origin: 'https://docs.example.com' });
    expect(inside?.hint).not.toContain('externalLinks');
  });

  it('a section of the site\'s own pages outside the base path (a blog) is not another product', () => {
    const blog = { pathname: '/blog/launch', file: '/c/blog/launch.md', anchors: [], links: [] };
    const found = checkLinks([{ ...pages[0]!, links: [{ url: '/blog/missing/' }, { url: '/store/items/' }] }, blog], { basePath: '/x', origin: 'https://docs.example.com' });
    expect(found.map((d) => [d.message, d.hint?.includes('externalLinks')])).toEqual([
      ['Broken link "/blog/missing/": no page has this path.', false],
      ['Broken link "/store/items/": no page of the site is under /store/ (the documentation is under /x/), and no prefix of externalLinks maps it.', true],
    ]);
  });

  it('dozens of links to the same products: an error each, each with its exact entry, and the entries of all of them together', () => {
    const links = [...Array.from({ length: 12 }, (_, i) => ({ url: `/material-ui/react-${i}/`, line: i + 1 })), { url: '/system/the-sx-prop/', line: 20 }];
    const found = checkLinks([{ ...pages[0]!, links: links.slice(0, 8) }, { ...pages[1]!, links: links.slice(8) }], { basePath: '/x', origin: 'https://mui.com' });
    expect(found).toHaveLength(13);
    const material = found.filter((d) => d.message.includes('/material-ui/'));
    expect(material).toHaveLength(12);
    for (const d of material) {
      expect(d.hint).toContain("externalLinks: { '/material-ui/': 'https://mui.com/material-ui/' }");
      expect(d.notes).toEqual([
        '12 links in 2 pages go under /material-ui/: the one entry fixes all of them.',
        "Links of this build to other products of the host, all mapped at once: externalLinks: { '/material-ui/': 'https://mui.com/material-ui/', '/system/': 'https://mui.com/system/' }",
      ]);
    }
    const system = found.find((d) => d.message.includes('/system/'));
    expect(system?.hint).toContain("externalLinks: { '/system/': 'https://mui.com/system/' }");
    expect(system?.notes).toHaveLength(1);
  });
});

describe('links to files', () => {
  const publicFiles = { urls: new Set(['/static/x/release/filter.png', '/x/static/videos/tour.webm', '/robots-notes.txt']), folder: 'public' };
  const check = (links: { url: string; tag?: string }[]) =>
    checkLinks([{ ...pages[0]!, links: links.map((l) => ({ ...l, line: 4 })) }, pages[1]!], { basePath: '/x', publicFiles }).map((d) => [d.code, d.message, d.hint]);

  it('accepts the public folder\'s files, and what the build writes', () => {
    expect(check([{ url: '/static/x/release/filter.png', tag: 'img' }, { url: '/x/static/videos/tour.webm?v=2#t=1', tag: 'source' }, { url: '/static/x/release/filter.png' }, { url: '/x/a.md' }, { url: '/x/llms.txt' }, { url: '/sitemap.xml' }, { url: '/x/_static/site.css' }])).toEqual([]);
  });

  it('names a missing file, the place it should be in the public folder and the closest file there', () => {
    expect(check([{ url: '/static/x/release/filtre.png', tag: 'img' }])).toEqual([
      [
        'MissingPublicFile',
        'The image "/static/x/release/filtre.png" is not a file of the site: public/static/x/release/filtre.png does not exist.',
        "The closest file there is public/static/x/release/filter.png (/static/x/release/filter.png). Files of the public folder are copied to the site's root with their paths (public/static/a.png is /static/a.png): put the file at public/static/x/release/filtre.png, or fix the path.",
      ],
    ]);
    expect(check([{ url: '/x/static/videos/other/tour.webm', tag: 'source' }])[0]![2]).toContain('The closest file there is public/x/static/videos/tour.webm');
    expect(check([{ url: '/x/static/captions.vtt', tag: 'track' }])[0]![1]).toBe('The captions file "/x/static/captions.vtt" is not a file of the site: public/x/static/captions.vtt does not exist.');
    expect(check([{ url: '/x/notes.pdf' }])[0]![1]).toBe('The link to a file "/x/notes.pdf" is not a file of the site: public/x/notes.pdf does not exist.');
    // An image is a file even without an extension.
    expect(check([{ url: '/x/static/logo', tag: 'img' }])[0]![0]).toBe('MissingPublicFile');
  });

  it('leaves a page whose route has a dot, linked without its slash, to the page check', () => {
    const dotted = [{ pathname: '/x/v7.0', file: '/c/v7.md', anchors: [], links: [{ url: '/x/v7.0', line: 2 }] }];
    expect(checkLinks(dotted, { basePath: '/x', publicFiles }).map((d) => d.message)).toEqual(['Broken link "/x/v7.0": internal links end with a slash: write "/x/v7.0/".']);
  });

  it('leaves a link with an extension under another product of the host to the externalLinks hint', () => {
    expect(check([{ url: '/material-ui/guide.pdf' }])[0]![1]).toContain('no page of the site is under /material-ui/');
  });
});
