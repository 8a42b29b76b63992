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
    expect(problems(['/material-ui/react-button/'])).toEqual(['Broken link "/material-ui/react-button/": it points outside the documentation (/x/…) and matches no prefix of externalLinks.']);
    expect(problems(['/x/group/'])[0]).toContain('navigation group');
  });

  it('points at the file and line', () => {
    const [d] = checkLinks([{ ...pages[0]!, links: [{ url: '/x/z/', line: 7, column: 2 }] }], { basePath: '/x' });
    expect(d?.location).toEqual({ file: '/c/a.md', line: 7, column: 2 });
  });

  it('asks for an externalLinks prefix for a link outside the documentation, naming the key', () => {
    const [d] = checkLinks([{ ...pages[0]!, links: [{ url: '/system/getting-started/#x', line: 2 }] }], { basePath: '/x' });
    expect(d?.hint).toBe(
      'Point the link at a page of the documentation, or, if it belongs to another part of the site, map its prefix to that site in the config: externalLinks: { "/system/": "https://…/system/" }.',
    );
    const [inside] = checkLinks([{ ...pages[0]!, links: [{ url: '/x/nope/' }] }], { basePath: '/x' });
    expect(inside?.hint).not.toContain('externalLinks');
  });
});
