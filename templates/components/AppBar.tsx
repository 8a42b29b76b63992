import MuiAppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Translate } from '../i18n.ts';
import type { ProductInfo, SiteInfo } from '../page-data.ts';
import { versionLinks } from '../versions.ts';
import { LogoMark } from './LogoMark.tsx';
import { MaskIcon } from './MaskIcon.tsx';

export interface AppBarProps {
  site: SiteInfo;
  /** Language prefix of links ("" or "/zh"). */
  prefix: string;
  product: ProductInfo;
  t: Translate;
}

/** The version button and its menu: the current version and the earlier ones on their hosts. */
function VersionMenu({ site, prefix, product, t }: { site: SiteInfo; prefix: string; product: ProductInfo; t: Translate }) {
  const links = versionLinks(site, product, prefix);
  return (
    <div className="docs-version-menu-root">
      <Button
        className="docs-version-button"
        size="small"
        variant="outlined"
        color="inherit"
        endIcon={<MaskIcon name="arrow-drop-down" />}
        aria-haspopup="menu"
        aria-expanded="false"
        aria-controls="docs-version-menu"
        aria-label={`${t('versionMenu')}: v${site.version}`}
        sx={{ fontWeight: 600, fontSize: 12, py: 0, px: 1, minWidth: 0, borderColor: 'divider', '& .MuiButton-endIcon': { ml: 0 } }}
      >
        v{site.version}
      </Button>
      <ul id="docs-version-menu" className="docs-version-menu" role="menu" hidden>
        {links.map((link) => (
          <li key={link.label} role="none">
            <a role="menuitem" href={link.href} aria-current={link.current ? 'true' : undefined} data-ga-event-category="version" data-ga-event-action="click" data-ga-event-label={link.label}>
              {link.label}
            </a>
          </li>
        ))}
        <li role="none" className="docs-version-menu-all">
          <a role="menuitem" href={`${prefix}${site.basePath}/versions/`}>
            {t('allVersions')}
          </a>
        </li>
      </ul>
    </div>
  );
}

/**
 * The app bar: menu button (small screens), product and version, and the places the search and
 * settings controls mount in. Rendered once per language and product, then reused by every page.
 */
export function AppBar({ site, prefix, product, t }: AppBarProps) {
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
          <MaskIcon name="menu" />
        </IconButton>
        <Link
          href={`${prefix}${site.basePath}/introduction/`}
          underline="none"
          color="inherit"
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <LogoMark />
          <Typography component="span" sx={{ fontWeight: 700, fontSize: 17, whiteSpace: 'nowrap' }}>
            {site.productName}
          </Typography>
        </Link>
        <Box className="docs-version" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          {product.label !== site.productName ? (
            <Link className="docs-appbar-product" href={`${prefix}${product.root}/`} underline="hover" color="text.secondary" sx={{ fontSize: 14, fontWeight: 500, whiteSpace: 'nowrap' }}>
              {product.label}
            </Link>
          ) : null}
          <VersionMenu site={site} prefix={prefix} product={product} t={t} />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Box className="docs-appbar-search">
          <button
            type="button"
            className="docs-search-button"
            aria-haspopup="dialog"
            aria-keyshortcuts="Control+K Meta+K"
            data-label-placeholder={t('searchPlaceholder')}
            data-label-no-results={t('searchNoResults')}
            data-label-loading={t('searchLoading')}
            data-label-unavailable={t('searchUnavailable')}
            data-label-hint={t('searchHint')}
            data-ga-event-category="search"
            data-ga-event-action="open"
          >
            <MaskIcon name="search" small />
            <span className="docs-search-label">{t('searchButton')}</span>
            {/* The shortcut is announced by aria-keyshortcuts: the name stays the visible label. */}
            <kbd aria-hidden="true">Ctrl K</kbd>
          </button>
        </Box>
        {site.repositoryUrl ? (
          <IconButton className="docs-appbar-github" component="a" href={site.repositoryUrl} aria-label={t('github')} title={t('github')} size="small">
            <MaskIcon name="github" small />
          </IconButton>
        ) : null}
        <IconButton
          className="docs-settings-button"
          aria-label={t('settings')}
          title={t('settings')}
          aria-haspopup="dialog"
          aria-expanded="false"
          size="small"
          data-ga-event-category="settings"
          data-ga-event-action="open"
        >
          <MaskIcon name="settings" small />
        </IconButton>
      </Toolbar>
    </MuiAppBar>
  );
}
