/** The icons of the page's chrome that docs.css draws (`[data-icon="…"]`). */
export type MaskIconName = 'settings' | 'github' | 'search' | 'menu' | 'arrow-drop-down' | 'thumb-up' | 'thumb-down';

/**
 * A Material icon drawn by the stylesheet, as a mask in the text colour: one copy of its shape in
 * docs.css instead of an inline SVG on every page (the app bar's and the feedback buttons' were
 * 4 KB of each page, the settings gear alone 1.4 KB). Sized like MUI's SvgIcon: 1.5rem, or
 * 1.25rem when small; decorative (the button around it has the name).
 */
export function MaskIcon({ name, small }: { name: MaskIconName; small?: boolean }) {
  return <span className="docs-icon" data-icon={name} data-small={small ? '' : undefined} aria-hidden="true" />;
}
