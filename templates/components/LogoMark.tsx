/** The site's mark: two offset rounded squares, drawn for docs-build. */
export function LogoMark({ size = 26 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="3" y="3" width="18" height="18" rx="5" fill="var(--mui-palette-primary-main)" />
      <rect x="11" y="11" width="18" height="18" rx="5" fill="var(--mui-palette-primary-light)" opacity="0.85" />
    </svg>
  );
}
