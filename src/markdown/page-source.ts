import fs from 'node:fs';
import { parseFrontMatter, type ParsedFrontMatter } from './front-matter.ts';

/** A content page as read from disk, its front matter parsed: read and parsed once per build. */
export interface PageSource {
  file: string;
  source: string;
  frontMatter: ParsedFrontMatter;
}

/** A page source from its text. */
export function pageSourceOf(file: string, source: string): PageSource {
  return { file, source, frontMatter: parseFrontMatter(source, file) };
}

/**
 * Reads the given content pages. A page that can't be read is left out: its page task reports
 * it when it reads the file itself.
 */
export function readPageSources(pages: readonly { file: string; generated?: unknown }[]): Map<string, PageSource> {
  const found = new Map<string, PageSource>();
  for (const page of pages) {
    if (page.generated || found.has(page.file)) continue;
    try {
      found.set(page.file, pageSourceOf(page.file, fs.readFileSync(page.file, 'utf8')));
    } catch {
      // unreadable: reported by the page itself
    }
  }
  return found;
}
