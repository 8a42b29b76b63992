// Lighthouse (mobile, its default: a Moto G class phone, 4× CPU slowdown, slow 4G) against a
// built site served by `docs-build serve` on 127.0.0.1, in the Chromium the tests use. One run per
// page type: an article without demos, a page with one chart demo, the Data Grid overview, and
// an API page. Third parties are off in the bench's builds (ads, analytics, the icon font), so
// nothing leaves the machine.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serve } from './bench-demos.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The pages measured: one of each type. */
export const LIGHTHOUSE_PAGES = [
  { type: 'article', route: '/x/introduction/installation/' },
  // The only page of the docs with a single demo (a picker); chart pages show several.
  { type: 'picker-demo', route: '/x/react-date-pickers/playground/' },
  { type: 'data-grid-overview', route: '/x/react-data-grid/' },
  { type: 'api', route: '/x/api/date-pickers/date-picker/' },
];

/**
 * Runs Lighthouse `runs` times on each page (LIGHTHOUSE_RUNS, default 3: single runs on a shared
 * machine spread by ten points); one result per page, the run with the median performance score:
 * its four category scores (0–100), LCP, TBT and the audits that failed, with every run's score.
 */
export async function measureLighthouse({ bin, outDir, pages = LIGHTHOUSE_PAGES, runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3) }) {
  const server = await serve(bin, outDir);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  const results = [];
  try {
    for (const page of pages) {
      const reports = [];
      for (let i = 0; i < runs; i++) {
        const run = await lighthouse(`${server.url}${page.route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
        if (run.lhr.runtimeError) throw new Error(`Lighthouse on ${page.route}: ${run.lhr.runtimeError.message}`);
        reports.push(run.lhr);
      }
      const performanceOf = (lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
      reports.sort((a, b) => performanceOf(a) - performanceOf(b));
      const lhr = reports[Math.floor(reports.length / 2)];
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      results.push({
        ...page,
        runs: reports.map(performanceOf),
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
        // Binary audits that failed, but the source maps the site does not publish.
        failing: Object.values(lhr.audits).filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0 && a.id !== 'valid-source-maps').map((a) => a.id),
      });
    }
  } finally {
    await chrome.kill();
    server.stop();
  }
  return results;
}
