// test/helpers/demo-gate.ts
import fs from "node:fs";
import path from "node:path";
var LICENCE_NOTICES = new Set(
  ["x-data-grid-pro", "x-data-grid-premium", "x-date-pickers-pro", "x-charts-pro", "x-tree-view-pro"].map((name) => {
    const plan = name.includes("premium") ? "Premium" : "Pro";
    const stars = "*************************************************************";
    return [
      stars,
      "",
      "MUI X: Missing license key.",
      "",
      `The license key is missing. You might not be allowed to use \`@mui/${name}\` which is part of MUI X ${plan}.`,
      "",
      "To solve the issue, you can check the free trial conditions: https://mui.com/r/x-license-trial.",
      "If you are eligible no actions are required. If you are not eligible to the free trial, you need to purchase a license https://mui.com/r/x-get-license or stop using the software immediately.",
      "",
      stars
    ].join("\n");
  })
);
function demoRoutes(outDir, basePath = "/x") {
  const root = path.join(outDir, basePath.slice(1));
  const routes = [];
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = path.join(entry.parentPath, entry.name);
    if (!fs.readFileSync(file, "utf8").includes('class="docs-demo"')) continue;
    routes.push(`/${path.relative(outDir, path.dirname(file)).split(path.sep).join("/")}/`);
  }
  return routes.sort();
}
async function checkDemoPages(p) {
  const started = performance.now();
  const queue = [...p.routes];
  const problems = [];
  let demos = 0;
  const context = await p.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route((url) => url.hostname !== "127.0.0.1", (route) => route.abort());
  const origin = new URL(p.baseUrl).origin;
  async function checkPage(page, route) {
    let buffered = [];
    const report = (what, demos2 = []) => problems.push(`${route}${demos2.length ? ` [${demos2.join(" or ")}]` : ""}: ${what}`);
    page.on("console", (message) => {
      const type = message.type();
      if (type !== "error" && type !== "warning") return;
      if (LICENCE_NOTICES.has(message.text())) return;
      buffered.push(`console ${type}: ${message.text().split("\n").slice(0, 3).join(" \u23CE ")}`);
    });
    page.on("pageerror", (error) => buffered.push(`uncaught exception: ${error.message}`));
    page.on("requestfailed", (request) => {
      if (new URL(request.url()).origin === origin && request.failure()?.errorText !== "net::ERR_ABORTED") report(`request failed: ${request.url()} (${request.failure()?.errorText})`);
    });
    page.on("response", (response) => {
      if (new URL(response.url()).origin === origin && response.status() >= 400) report(`request ${response.url()} answered ${response.status()}`);
    });
    await page.goto(p.baseUrl + route, { waitUntil: "load" });
    if (await page.locator(".docs-demo").count() === 0) {
      report("this page shows no demo (name only pages that do)");
      return;
    }
    await page.waitForFunction(() => document.documentElement.dataset.demosReady === "true");
    const ids = await page.$$eval(".docs-demo", (nodes) => nodes.map((n) => n.dataset.demo ?? ""));
    const settled = /* @__PURE__ */ new Set();
    for (const [index, id] of ids.entries()) {
      demos++;
      const live = page.locator(".docs-demo-live").nth(index);
      await live.scrollIntoViewIfNeeded();
      try {
        await page.waitForFunction((i) => document.querySelectorAll(".docs-demo-live")[i]?.dataset.committed === "true", index, { timeout: p.timeoutMs ?? 3e4 });
      } catch {
        report("the demo never finished rendering in the browser", [id]);
      }
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const nowLive = await page.$$eval(".docs-demo-live", (nodes) => nodes.map((n, i) => n.dataset.live === "true" ? i : -1).filter((i) => i >= 0));
      const fresh = nowLive.filter((i) => !settled.has(i));
      for (const i of fresh) settled.add(i);
      const names = (fresh.length ? fresh : [index]).map((i) => ids[i]);
      for (const message of buffered) report(message, names);
      buffered = [];
      const frame = live.locator(".docs-demo-error");
      if (await frame.count() > 0) report(`the demo shows its error frame: ${(await frame.first().innerText()).replace(/\s+/g, " ")}`, [id]);
    }
    for (const message of buffered) report(message);
    const repeated = await page.$$eval(".docs-demo-live", (roots) => {
      const seen = /* @__PURE__ */ new Map();
      roots.forEach((root, index) => {
        for (const n of root.querySelectorAll("[id]")) seen.set(n.id, (seen.get(n.id) ?? /* @__PURE__ */ new Set()).add(index));
      });
      return [...seen].filter(([, demos2]) => demos2.size > 1).map(([id]) => id);
    });
    if (repeated.length) report(`element ids repeat across demos: ${repeated.slice(0, 5).join(", ")}`);
  }
  const worker = async () => {
    for (let route = queue.shift(); route !== void 0; route = queue.shift()) {
      const page = await context.newPage();
      try {
        await checkPage(page, route);
      } catch (error) {
        problems.push(`${route}: ${error.message.split("\n")[0]}`);
      } finally {
        await page.close();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, p.tabs ?? 2) }, worker));
  await context.close();
  return { problems, pages: p.routes.length, demos, ms: performance.now() - started };
}
export {
  LICENCE_NOTICES,
  checkDemoPages,
  demoRoutes
};
