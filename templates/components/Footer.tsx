import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Translate } from '../i18n.ts';
import type { SiteInfo } from '../page-data.ts';
import { LogoMark } from './LogoMark.tsx';

const LINKS = [
  { label: 'Blog', href: 'https://mui.com/blog/' },
  { label: 'Store', href: 'https://mui.com/store/' },
  { label: 'X', href: 'https://x.com/MUI_hq' },
  { label: 'Discord', href: 'https://mui.com/r/discord/' },
  { label: 'YouTube', href: 'https://www.youtube.com/@MUI_hq' },
  { label: 'RSS', href: 'https://mui.com/feed/blog/rss.xml' },
];

/** Page footer, shared by every page of a language. */
export function Footer({ site, t }: { site: SiteInfo; t: Translate }) {
  return (
    <Box component="footer" className="docs-footer" sx={{ mt: 8, pb: 6 }}>
      <Divider sx={{ mb: 3 }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LogoMark size={22} />
          <Typography variant="body2" color="text.secondary">
            {t('footerTagline')} v{site.version}
          </Typography>
        </Stack>
        <Stack component="ul" direction="row" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap' }}>
          {LINKS.map((link) => (
            <li key={link.label}>
              <Link href={link.href} variant="body2" color="text.secondary" underline="hover" rel="noopener">
                {link.label}
              </Link>
            </li>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
