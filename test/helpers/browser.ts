import { chromium, type Browser, type Page } from 'playwright-core';

/** Chromium from Debian, with the flags this machine needs (no network beyond 127.0.0.1). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium with the flags of this machine. `localOnly` makes every host name but 127.0.0.1 fail
 * to resolve, so that third parties (fonts, analytics) cannot be reached, without routing requests
 * in Playwright (which turns a context's HTTP cache off).
 */
export function launchBrowser(options: { localOnly?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ...(options.localOnly ? ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] : []),
    ],
  });
}

/** Collects console errors and warnings and page errors; tests assert the list stays empty. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message} (${page.url()})`));
  // Requests cut short by a navigation (the live-reload stream, a favicon) are not failures.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`requestfailed: ${request.url()} ${request.failure()?.errorText}`);
  });
  return problems;
}
