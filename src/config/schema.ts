import { z } from 'zod';
import { componentsSchema, prefixProblem } from './components.ts';
import type { NavEntry } from './nav-entry.ts';

const navEntrySchema: z.ZodType<NavEntry> = z.lazy(() =>
  z
    .object({
      pathname: z.string().min(1),
      title: z.string().min(1).optional(),
      children: z.array(navEntrySchema).optional(),
      subheader: z.string().min(1).optional(),
      plan: z.enum(['pro', 'premium']).optional(),
      newFeature: z.boolean().optional(),
      planned: z.boolean().optional(),
      unstable: z.boolean().optional(),
      inSideNav: z.boolean().optional(),
    })
    .strict(),
);

const url = z.string().url();

const olderVersionSchema = z
  .object({
    /** Label shown in the version menu, e.g. "v7". */
    label: z.string(),
    /** Host serving that version, e.g. "https://v7.mui.com". */
    host: url,
    /** Path on that host when it differs from the product root, e.g. "/components/data-grid/". */
    path: z.string().startsWith('/').optional(),
  })
  .strict();

const productSchema = z
  .object({
    /** Label next to the version in the app bar. */
    label: z.string(),
    /** Root route of the product, e.g. "/x/react-data-grid". */
    root: z.string().startsWith('/'),
    /** Earlier versions, newest first. */
    versions: z.array(olderVersionSchema).default([]),
  })
  .strict();

/** The site config schema: `UserConfig` is its input, `SiteConfig` its resolved output. */
export const configSchema = z
  .object({
    /** Product name shown in the app bar and in `<title>` suffixes. */
    productName: z.string().min(1),
    /** Documentation version, e.g. "8.5.0". */
    version: z.string().regex(/^\d+\.\d+\.\d+(-[\w.]+)?$/, 'a semantic version such as 8.5.0'),
    /** Base path every docs route lives under, e.g. "/x". */
    basePath: z
      .string()
      .regex(/^\/[a-z0-9-]+$/, 'a single path segment starting with "/", such as /x'),
    /** Languages the site is rendered in; the first is the default and has no URL prefix. */
    languages: z.array(z.enum(['en', 'zh'])).min(1).default(['en']),
    /** Production origin used for canonical links and the sitemap. */
    siteUrl: url,
    /** Host on which the service worker registers (tests set it to their local address). */
    productionHost: z.string().min(1),
    /** The navigation tree. */
    nav: z.array(navEntrySchema).min(1),
    /** Navigation titles per non-default language, keyed by pathname. */
    titles: z.record(z.string(), z.record(z.string(), z.string().min(1))).default({}),
    /** Products: which part of the site belongs to which, and their older versions. */
    products: z.record(z.string(), productSchema).default({}),
    /** Where "Edit this page" points; `{path}` is the content file's path relative to the content directory. */
    editUrl: z.string().includes('{path}').optional(),
    /** Repository link shown in the app bar. */
    repositoryUrl: url.optional(),
    /** Generate the API reference pages of the installed @mui/x-* packages (src/api/catalogue.ts). */
    apiReference: z.boolean().default(false),
    /**
     * Root-relative links outside the base path that belong to the rest of the family, by path
     * prefix: a link starting with a prefix is rewritten to its URL (and opens like any external
     * link); any other root-relative link outside the base path is a broken link.
     * @default {}
     * @example { "/material-ui/": "https://mui.com/material-ui/", "/blog/": "https://mui.com/blog/" }
     */
    externalLinks: z
      .record(
        z.string().regex(/^\/(?:[^/\s?#]+\/)*$/, 'a path prefix that starts and ends with "/", such as /material-ui/'),
        z
          .string()
          .url()
          .refine((u) => /^https?:\/\//.test(u) && u.endsWith('/'), 'an absolute http(s) URL ending with "/", such as https://mui.com/material-ui/'),
      )
      .default({}),
    /**
     * The rules that make heading anchors: "github" (github-slugger, as docs rendered on GitHub),
     * "mui" (mui.com's docs: `## Meridiem — 12h/24h format` → `#meridiem-12h-24h-format`), or
     * "both" (GitHub's, plus mui.com's as a second anchor of a heading where it differs), so that
     * links written for either resolve.
     * @default "github"
     */
    headingSlugs: z.enum(['github', 'mui', 'both']).default('github'),
    /**
     * Components of the maintainer's own docs app that component lines name by path
     * (`{{"component": "modules/components/FeatureGrid.js", "columns": 3}}`): a prefix ending with
     * "/" maps to a folder, a whole path to a file (both relative to this config file, inside the
     * content folder), or a whole path to what docs-build generates itself.
     * @default {}
     * @example { "modules/components/": "src/modules/components/", "modules/components/SelectorsDocs.js": { generated: "selectors" } }
     */
    components: componentsSchema,
    /**
     * The folder of files served as they are (images, videos, downloads), relative to this config
     * file: each is copied to the output root with its path kept (`public/static/x/a.png` is
     * `/static/x/a.png`; put files for under the base path in `public/x/…`). Default "public".
     */
    publicDir: z.string().regex(/^(?!\/)(?![A-Za-z]:)\S(?:.*\S)?$/, 'a folder relative to docs.config.ts, such as "public"').optional(),
    /** Pathnames that get no ad slot, in addition to Pro and Premium pages and interface pages. */
    adFreeRoutes: z.array(z.string()).default([]),
    /** "allow": drafts build, marked and left out of the sitemap, search and exports; "error": any draft fails the build. */
    drafts: z.enum(['allow', 'error']).default('allow'),
    /**
     * Largest content page, in bytes of Markdown: a larger one fails the build. A page's compile
     * time and memory grow faster than its size (one of 5 MB took a small site's build from 6 s to 51 s).
     */
    maxPageBytes: z.number().int().positive().default(1024 * 1024),
    /**
     * The name check: every prop, slot, class, state key, method or selector that a page's inline
     * code names must exist in the declarations (.d.ts) of `packages`; an unknown one is reported
     * at its file and line, as `level` says.
     */
    nameCheck: z
      .object({
        level: z.enum(['off', 'warning', 'error']).default('warning'),
        /** The packages whose declarations the pages describe (default: none, which turns the check off). */
        packages: z.array(z.string()).default([]),
        /** Libraries whose names pages may use as well (plain names only: React's, the DOM's, Material UI's). */
        known: z.array(z.string()).default([]),
        /** Pages (paths below pages/, or folders) that describe older versions too, and the packages (npm aliases of those versions) their names may come from. */
        previous: z.record(z.string(), z.array(z.string())).default({}),
        /**
         * Folder (relative to docs.config.ts) of the name snapshots of `previous` packages that npm
         * cannot install beside the current ones: `<alias>.json`, made by `docs-build names-snapshot`.
         */
        snapshots: z.string().default('names'),
        /** Names that no package declares and pages may use all the same (a browser global, a bundler's plugin). */
        allow: z.array(z.string()).default([]),
        /** Pages (paths below pages/, or folders) not checked, e.g. migration guides from versions that cannot be installed beside the current ones. */
        skip: z.array(z.string()).default([]),
      })
      .strict()
      .default({}),
    /** A page with bytes that are not UTF-8 (shown as U+FFFD): "warning" builds it and says where, "error" fails the build. */
    invalidUtf8: z.enum(['warning', 'error']).default('warning'),
    ads: z
      .object({
        enabled: z.boolean().default(true),
        /** Ad network script loaded into the slot. */
        networkScriptUrl: url.default('https://cdn.carbonads.com/carbon.js?serve=CKYIL27L&placement=material-uicom'),
        /** JSON feed for the small ad under an opened demo. */
        feedUrl: url.default('https://srv.buysellads.com/ads/CE7DC23W.json'),
        /** Share of ad displays reported to analytics. */
        displayRatio: z.number().min(0).max(1).default(0.1),
        /** Where the in-house ads' images live. */
        inHouseImagesUrl: url.default('https://mui.com/static/ads-in-house/'),
      })
      .strict()
      .default({}),
    analytics: z
      .object({
        /** GA4 measurement id; no analytics library loads without one. */
        measurementId: z.string().optional(),
        libraryUrl: url.default('https://www.googletagmanager.com/gtag/js'),
        /** Share of visits that report web vitals. */
        webVitalsSampleRate: z.number().min(0).max(1).default(0.0001),
      })
      .strict()
      .default({}),
    search: z
      .object({
        enabled: z.boolean().default(true),
      })
      .strict()
      .default({}),
    demos: z
      .object({
        /** Material icon font stylesheet, loaded (without blocking the first render) only by pages that show demos; "" loads none. */
        iconFontUrl: url.or(z.literal('')).default('https://fonts.googleapis.com/icon?family=Material+Icons'),
        /** Where "Edit in StackBlitz" posts the generated project. */
        stackblitzUrl: url.default('https://stackblitz.com/run'),
        /** Where "Edit in CodeSandbox" posts the generated project (the define API). */
        codesandboxUrl: url.default('https://codesandbox.io/api/v1/sandboxes/define'),
        /** Where a demo's source link points; `{path}` is the demo file's path relative to the content directory. */
        sourceUrl: z.string().includes('{path}').optional(),
        /** Seconds a demo may take to load and render on the server before the build stops it and fails, naming it. */
        serverRenderTimeout: z.number().positive().max(3600).default(60),
        /**
         * Bytes of server-rendered demo markup and styles a page carries. Demos take it in page
         * order (the first one always): from the first that does not fit, the later demos of the
         * page render in the browser as they come near the viewport. Keeps a page of many heavy
         * demos (calendars) under 300 KB of HTML; a large number server-renders every demo.
         */
        ssrBudget: z.number().int().nonnegative().default(96_000),
        /**
         * Props playgrounds: the products whose component API pages get a "Try it" playground, and
         * the content folder of the samples a playground renders its component with (`<samples>/BarChart.tsx`:
         * the data a component needs, and the context a part of a component needs).
         */
        playgrounds: z
          .object({
            api: z.array(z.enum(['data-grid', 'date-pickers', 'charts', 'tree-view'])).default([]),
            samples: z.string().min(1).default('components/playgrounds'),
          })
          .strict()
          .default({}),
      })
      .strict()
      .default({}),
    feedback: z
      .object({
        /** Endpoint that receives page feedback as JSON; without one, readers get a prefilled issue link. */
        endpoint: url.optional(),
        /** Issue form the prefilled link opens (page-url is added). */
        issueUrl: url.default('https://github.com/mui/mui-x/issues/new?template=6.docs-feedback.yml'),
      })
      .strict()
      .default({}),
  })
  .strict();

/** Rules across keys, checked after the schema: each problem as the key and what it should be. */
export function crossKeyProblems(site: SiteConfig): { key: string; expected: string }[] {
  const problems: { key: string; expected: string }[] = [];
  for (const prefix of Object.keys(site.externalLinks)) {
    if (prefix.startsWith(`${site.basePath}/`)) {
      problems.push({ key: `externalLinks.${prefix}`, expected: `a prefix outside the base path ${site.basePath}: links under it are pages of this site` });
    }
  }
  for (const [key, target] of Object.entries(site.components)) {
    const expected = prefixProblem(key, target);
    if (expected) problems.push({ key: `components.${key}`, expected });
  }
  return problems;
}

/** What a config file passes to `defineConfig`. */
export type UserConfig = z.input<typeof configSchema>;
/** The config after defaults are applied. */
export type SiteConfig = z.output<typeof configSchema>;
