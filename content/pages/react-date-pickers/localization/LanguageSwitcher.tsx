import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/de';
import 'dayjs/locale/ja';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { enUS, frFR, deDE, jaJP } from '@mui/x-date-pickers/locales';

const languages = {
  en: { label: 'English', texts: enUS, field: 'Start date' },
  fr: { label: 'Français', texts: frFR, field: 'Date de début' },
  de: { label: 'Deutsch', texts: deDE, field: 'Startdatum' },
  ja: { label: '日本語', texts: jaJP, field: '開始日' },
};

type Language = keyof typeof languages;

export default function LanguageSwitcher() {
  const [language, setLanguage] = React.useState<Language>('fr');
  const { texts, field } = languages[language];

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={language}
        onChange={(_event, next: Language | null) => next && setLanguage(next)}
        aria-label="Language"
      >
        {(Object.keys(languages) as Language[]).map((key) => (
          <ToggleButton key={key} value={key} lang={key}>
            {languages[key].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={language}
        localeText={texts.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker label={field} defaultValue={dayjs('2025-04-07')} sx={{ width: 220 }} />
          <DatePicker label={field} referenceDate={dayjs('2025-04-07')} sx={{ width: 220 }} />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
