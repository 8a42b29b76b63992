// Providers around every live demo, on the server (SSR) and in the browser (islands).
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';
import { DEMO_CACHE_KEY } from './constants.ts';
import { createDocsTheme } from './theme.ts';

export { DEMO_CACHE_KEY };

const themes = { ltr: createDocsTheme('ltr'), rtl: undefined as ReturnType<typeof createDocsTheme> | undefined };
const theme = themes.ltr;

// The props of the CSS-variables provider (the theme has cssVariables; the types cannot tell).
const CssVarsThemeProvider = ThemeProvider as unknown as ComponentType<{
  theme: typeof theme;
  children: ReactNode;
  disableStyleSheetGeneration?: boolean;
  colorSchemeNode?: Element | null;
  storageManager?: null;
}>;

/**
 * The docs theme, inert towards the page: its CSS variables are already in the shared stylesheet
 * and the page's own script owns the colour-scheme attribute and storage, so the provider neither
 * generates a stylesheet nor writes the attribute nor reads storage.
 */
 export function DemoProviders({ cache, direction = 'ltr', children }: { cache: EmotionCache; direction?: 'ltr' | 'rtl'; children: ReactNode }) {
  // Right to left, components mirror their logic (sliders, menus) and their styles (see island.tsx).
  const themed = direction === 'rtl' ? (themes.rtl ??= createDocsTheme('rtl')) : theme;
  return (
    <CacheProvider value={cache}>
      <CssVarsThemeProvider theme={themed} disableStyleSheetGeneration colorSchemeNode={null} storageManager={null}>
        {children}
      </CssVarsThemeProvider>
    </CacheProvider>
  );
}

/**
 * A demo inside its providers, in the one shape the server render and the hydration share. React
 * derives every `useId` from the shape of the tree (how many siblings each ancestor has): a tree
 * of another shape in the browser gives the demo other ids than the server wrote, an attribute
 * mismatch production React does not repair (a chart's legend then fills its swatch with a
 * gradient the page does not have). `demo` is the demo, wrapped or not in components that render
 * only their child (the browser's error boundary); `after` is its one sibling (the browser's
 * commit marker; nothing on the server).
 */
export function DemoTree({ cache, direction, demo, after }: { cache: EmotionCache; direction?: 'ltr' | 'rtl'; demo: ReactNode; after: ReactNode }) {
  return (
    <DemoProviders cache={cache} {...(direction ? { direction } : {})}>
      {demo}
      {after}
    </DemoProviders>
  );
}

/**
 * The `useId` prefix of a demo's React root: each demo is a root of its own, and without a prefix
 * two demos on one page generate the same ids (SVG clip paths and gradients of charts, labels).
 * Derived from the demo's id, so the server and the browser agree.
 */
export function demoIdPrefix(demoId: string): string {
  return `${demoId.replace(/[^A-Za-z0-9]+/g, '-')}-`;
}
