import MuiAppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import GitHubIcon from '@mui/icons-material/GitHub';
import MenuIcon from '@mui/icons-material/Menu';
import type { Translate } from '../i18n.ts';
import type { SiteInfo } from '../page-data.ts';
import { LogoMark } from './LogoMark.tsx';

export interface AppBarProps {
  site: SiteInfo;
  /** Language prefix of links ("" or "/zh"). */
  prefix: string;
  productLabel: string;
  productRoot: string;
  t: Translate;
}

/**
 * The app bar: menu button (small screens), product and version, and the places the search and
 * settings controls mount in. Rendered once per language and product, then reused by every page.
 */
export function AppBar({ site, prefix, productLabel, productRoot, t }: AppBarProps) {
  return (
    <MuiAppBar
      position="sticky"
      elevation={0}
      color="inherit"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', zIndex: 1200 }}
    >
      <Toolbar variant="dense" sx={{ gap: 1, minHeight: 56 }}>
        <IconButton
          className="docs-menu-button"
          aria-label={t('openNavigation')}
          aria-controls="docs-drawer"
          aria-expanded="false"
          data-label-open={t('openNavigation')}
          data-label-close={t('closeNavigation')}
          edge="start"
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Link
          href={`${prefix}${site.basePath}/introduction/`}
          underline="none"
          color="inherit"
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <LogoMark />
          <Typography component="span" sx={{ fontWeight: 700, fontSize: 17 }}>
            {site.productName}
          </Typography>
        </Link>
        <Box className="docs-version" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          {productLabel !== site.productName ? (
            <Link href={`${prefix}${productRoot}/`} underline="hover" color="text.secondary" sx={{ fontSize: 14, fontWeight: 500 }}>
              {productLabel}
            </Link>
          ) : null}
          <Chip
            label={`v${site.version}`}
            size="small"
            variant="outlined"
            title={t('versionMenu')}
            sx={{ fontWeight: 600, fontSize: 12, height: 22 }}
          />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Box className="docs-appbar-search" />
        {site.repositoryUrl ? (
          <IconButton component="a" href={site.repositoryUrl} aria-label={t('github')} title={t('github')} size="small">
            <GitHubIcon fontSize="small" />
          </IconButton>
        ) : null}
        <Box className="docs-appbar-settings" />
      </Toolbar>
    </MuiAppBar>
  );
}
