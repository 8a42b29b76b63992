// test/helpers/browser.ts
import { chromium } from "playwright-core";
var CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
  });
}
function watchConsole(page) {
  const problems = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()} (${page.url()})`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message} (${page.url()})`));
  page.on("requestfailed", (request) => {
    if (request.failure()?.errorText !== "net::ERR_ABORTED") problems.push(`requestfailed: ${request.url()} ${request.failure()?.errorText}`);
  });
  return problems;
}
export {
  CHROMIUM_PATH,
  launchBrowser,
  watchConsole
};
