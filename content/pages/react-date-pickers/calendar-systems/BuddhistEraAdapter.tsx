import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Buddhist Era years are 543 ahead of Gregorian ones; the months and days are the same.
const ERA_OFFSET = 543;

class AdapterDayjsBuddhistEra extends AdapterDayjs {
  constructor(options?: ConstructorParameters<typeof AdapterDayjs>[0]) {
    super(options);
    // These two methods are instance properties, not on the prototype: keep the inherited ones.
    const gregorianFormatByString = this.formatByString;
    const gregorianParse = this.parse;

    this.formatByString = (value, formatString) => {
      // Write the four-digit year as escaped text, so that Day.js prints it as is.
      const eraYear = `[${value.year() + ERA_OFFSET}]`;
      const format = this.expandFormat(formatString).replace(/YYYY/g, eraYear);
      return gregorianFormatByString(value, format);
    };

    this.parse = (value, format) => {
      if (!this.expandFormat(format).includes('YYYY')) {
        return gregorianParse(value, format);
      }
      // The typed year is the only four-digit number: make it Gregorian before parsing,
      // so that 29 February is checked against the right year.
      const toGregorian = (year: string) => String(Number(year) - ERA_OFFSET);
      const gregorianText = value.replace(/\d{4}/, toGregorian);
      return gregorianParse(gregorianText, format);
    };
  }
}

export default function BuddhistEraAdapter() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-04-13'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjsBuddhistEra}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2} sx={{ width: 240, pt: 1 }}>
          <DateField
            label="Songkran"
            value={value}
            onChange={(newValue) => setValue(newValue as Dayjs | null)}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {value?.isValid() ? `Gregorian value: ${value.format('YYYY-MM-DD')}` : 'Gregorian value: —'}
          </Typography>
        </Stack>
        <DateCalendar value={value} onChange={(newValue) => setValue(newValue as Dayjs | null)} />
      </Stack>
    </LocalizationProvider>
  );
}
