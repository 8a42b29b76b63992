import type { CSSProperties } from 'react';
import { NAV_TOGGLE_ATTRIBUTE } from '../constants.ts';
import type { Translate } from '../i18n.ts';
import type { NavItem } from '../page-data.ts';

/** Plan icon and chips after a label, in the site's order: plan, New, Planned, Preview. */
export function NavMarkers({ item, t }: { item: NavItem; t: Translate }) {
  return (
    <>
      {item.plan === 'pro' ? <span className="plan-pro" title={t('planPro')} role="img" aria-label={t('planPro')} /> : null}
      {item.plan === 'premium' ? <span className="plan-premium" title={t('planPremium')} role="img" aria-label={t('planPremium')} /> : null}
      {item.newFeature ? <span className="nav-chip nav-chip-new">{t('chipNew')}</span> : null}
      {item.planned ? <span className="nav-chip nav-chip-planned">{t('chipPlanned')}</span> : null}
      {item.unstable ? <span className="nav-chip nav-chip-preview">{t('chipPreview')}</span> : null}
    </>
  );
}

/**
 * The drawer is on every page, so its markup is kept lean: the links carry no class (docs.css
 * styles `.nav-list a`; a class on each was 3 MB of the docs' pages), and a level's depth is
 * `--depth` on its list, which every entry of the level inherits (set on each link, with a span
 * around each label, it made a third of the drawer's markup).
 */
function depthStyle(depth: number): CSSProperties {
  return { '--depth': depth } as CSSProperties;
}

function NavEntry({ item, depth, t }: { item: NavItem; depth: number; t: Translate }) {
  if (item.kind === 'subheader') {
    return (
      <li className="nav-subheader">
        <span className="nav-subheader-label">
          {item.title}
          <NavMarkers item={item} t={t} />
        </span>
        {item.children ? <NavList items={item.children} depth={depth} t={t} /> : null}
      </li>
    );
  }
  if (item.kind === 'group') {
    const open = item.open === true;
    // No class on either: docs.css styles them by place (`.nav-list a`, `[data-nav-toggle]`). A
    // collapsed group comes without its list, which the client loads when it is opened.
    return (
      <li>
        <a href={item.href} aria-expanded={open ? 'true' : 'false'} {...{ [NAV_TOGGLE_ATTRIBUTE]: String(item.id) }}>
          {item.title}
          <NavMarkers item={item} t={t} />
          {/* The chevron is the toggle's ::after (docs.css): an inline SVG here was ~380 bytes per group on every page. */}
        </a>
        {item.children ? <NavList items={item.children} depth={depth + 1} t={t} /> : null}
      </li>
    );
  }
  if (item.kind === 'external') {
    return (
      <li>
        <a href={item.href} className="nav-external" target="_blank" rel="noopener">
          {item.title}
          <NavMarkers item={item} t={t} />
        </a>
      </li>
    );
  }
  return (
    <li>
      <a href={item.href} className={item.active ? 'app-drawer-active' : undefined} aria-current={item.active ? 'page' : undefined}>
        {item.title}
        <NavMarkers item={item} t={t} />
      </a>
    </li>
  );
}

/** A level of the drawer. Subheaders keep their children at the same depth. */
export function NavList({ items, depth, t }: { items: NavItem[]; depth: number; t: Translate }) {
  return (
    <ul className="nav-list" style={depthStyle(depth)}>
      {items.map((item) => (
        <NavEntry key={item.id} item={item} depth={depth} t={t} />
      ))}
    </ul>
  );
}
