import type { DemoRecord } from './types.ts';

/** Environment variable holding the MUI X licence key given to Pro and Premium demos. */
export const LICENSE_ENV = 'MUI_X_LICENSE_KEY';

/**
 * Packages whose components render nothing on the server: the Data Grid's root returns null while
 * `useIsSSR()` (a `useSyncExternalStore` with a server snapshot of true) says so, during hydration
 * too. Hydrating a demo of theirs gains nothing, and the snapshot changing once hydration ends
 * makes React render the whole grid again at once, in one synchronous task (1.2 to 1.5 s of the
 * main thread with 4× CPU throttling on the Data Grid overview). Their demos keep the server
 * markup in place (the boxes holding the space) and render afresh in a transition, which React
 * works on in slices and swaps in at commit.
 */
export const CLIENT_RENDERED_PACKAGES: readonly string[] = ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'];

/** Whether the browser hydrates a demo's server markup (else the markup holds its place until the demo's own render commits). */
export function hydrates(demo: DemoRecord): boolean {
  return demo.ssr !== undefined && !demo.variants.some((v) => Object.keys(v.dependencies).some((name) => CLIENT_RENDERED_PACKAGES.includes(name)));
}

/** The content folder of the samples props playgrounds render their components with (the config's `demos.playgrounds.samples`). */
export const DEFAULT_PLAYGROUND_SAMPLES = 'components/playgrounds';
