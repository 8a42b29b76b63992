import { createTheme } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE } from './constants.ts';

/** The docs theme: light and dark schemes as CSS variables, switched by an attribute on <html>. */
export function createDocsTheme(direction: 'ltr' | 'rtl' = 'ltr') {
  return createTheme({
    direction,
    cssVariables: { colorSchemeSelector: `[${COLOR_SCHEME_ATTRIBUTE}="%s"]` },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: '#0072e5', light: '#66b2ff', dark: '#0059b2' },
          background: { default: '#ffffff', paper: '#ffffff' },
          text: { primary: '#1c2025', secondary: '#4b5563' },
          divider: '#e5eaf2',
          // Table and Data Grid borders; derived from the divider they would be almost white.
          TableCell: { border: '#dfe4ea' },
        },
      },
      dark: {
        palette: {
          primary: { main: '#3399ff', light: '#66b2ff', dark: '#0059b2' },
          background: { default: '#0b0d0e', paper: '#101418' },
          text: { primary: '#e5eaf2', secondary: '#b0b8c4' },
          divider: '#2a3038',
          TableCell: { border: '#2f3640' },
        },
      },
    },
    typography: {
      fontFamily: '"IBM Plex Sans", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif',
      button: { textTransform: 'none' },
    },
    shape: { borderRadius: 10 },
  });
}
