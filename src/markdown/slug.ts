import GithubSlugger, { slug as slugOf } from 'github-slugger';

/**
 * Heading slugs, by GitHub's rules (github-slugger), so that links written against docs rendered
 * on GitHub keep working: lowercase, punctuation and emoji removed, each space a "-" ("MUI's
 * service" → "muis-service", "A - B" → "a---b"); a repeat gets "-1", "-2"… Letters and digits of
 * every script are kept ("排序" stays). A heading with nothing left (only emoji) is "section".
 */
export function createSlugger() {
  const slugger = new GithubSlugger();
  return (text: string): string => slugger.slug(slugOf(text) ? text : 'section');
}
