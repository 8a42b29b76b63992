import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import FormatTextdirectionLToR from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToL from '@mui/icons-material/FormatTextdirectionRToL';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';
import type { ReactNode } from 'react';
import type { Translate, TranslationKey } from '../i18n.ts';

interface Choice {
  value: string;
  label: TranslationKey | string;
  icon?: ReactNode;
  lang?: string;
}

function Setting({ name, title, choices, t }: { name: string; title: TranslationKey; choices: Choice[]; t: Translate }) {
  const id = `docs-settings-${name}`;
  return (
    <section className="docs-settings-section" aria-labelledby={id}>
      <Typography id={id} component="h3" variant="caption" sx={{ fontWeight: 700, letterSpacing: '.08em', textTransform: 'uppercase', color: 'text.secondary', display: 'block', mb: 1 }}>
        {t(title)}
      </Typography>
      <ToggleButtonGroup exclusive fullWidth size="small" color="primary" aria-labelledby={id}>
        {choices.map((choice) => (
          <ToggleButton key={choice.value} value={choice.value} data-pref={name} data-value={choice.value} data-ga-event-category="settings" data-ga-event-action={name} data-ga-event-label={choice.value} sx={{ gap: 1 }} lang={choice.lang}>
            {choice.icon}
            {choice.lang ? choice.label : t(choice.label as TranslationKey)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </section>
  );
}

/**
 * The settings drawer. Rendered once per language as static MUI markup (its styles join the
 * shared stylesheet) into a cached asset that client/preferences.ts fetches when the reader first
 * opens it (about 13 KB pages no longer carry); it then opens it, traps focus, marks the current
 * choices and applies new ones (no React needed).
 */
export function SettingsDrawer({ t }: { t: Translate }) {
  return (
    <>
      <div className="docs-settings-backdrop" hidden data-settings-close="" />
      <aside id="docs-settings" className="docs-settings" role="dialog" aria-modal="true" aria-labelledby="docs-settings-title" hidden>
        <div className="docs-settings-header">
          <Typography id="docs-settings-title" component="h2" sx={{ fontWeight: 600, fontSize: 17 }}>
            {t('settings')}
          </Typography>
          <IconButton aria-label={t('closeSettings')} data-settings-close="" size="small">
            <CloseIcon fontSize="small" />
          </IconButton>
        </div>
        <Divider />
        <div className="docs-settings-body">
          <Setting name="mode" title="mode" t={t} choices={[
            { value: 'light', label: 'light', icon: <LightModeOutlined fontSize="small" /> },
            { value: 'system', label: 'system', icon: <SettingsBrightness fontSize="small" /> },
            { value: 'dark', label: 'dark', icon: <DarkModeOutlined fontSize="small" /> },
          ]} />
          <Setting name="direction" title="direction" t={t} choices={[
            { value: 'ltr', label: 'ltr', icon: <FormatTextdirectionLToR fontSize="small" /> },
            { value: 'rtl', label: 'rtl', icon: <FormatTextdirectionRToL fontSize="small" /> },
          ]} />
          <Setting name="language" title="language" t={t} choices={[
            { value: 'en', label: 'English', lang: 'en' },
            { value: 'zh', label: '中文', lang: 'zh' },
          ]} />
          <Setting name="codeVariant" title="codeSamples" t={t} choices={[
            { value: 'JS', label: 'JS', lang: 'en' },
            { value: 'TS', label: 'TS', lang: 'en' },
          ]} />
          <Setting name="codeStyling" title="codeStyle" t={t} choices={[
            { value: 'system', label: 'styleSystem' },
            { value: 'tailwind', label: 'styleTailwind' },
            { value: 'css', label: 'styleCss' },
          ]} />
          <Setting name="dense" title="denseLayout" t={t} choices={[
            { value: 'false', label: 'off' },
            { value: 'true', label: 'on' },
          ]} />
        </div>
      </aside>
    </>
  );
}
