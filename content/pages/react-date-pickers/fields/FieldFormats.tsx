import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const releaseDate = dayjs('2025-03-07');

export default function FieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateField label="Default format" defaultValue={releaseDate} />
        <DateField label="Day first, dense" format="DD/MM/YYYY" defaultValue={releaseDate} />
        <DateField
          label="Day first, spacious"
          format="DD/MM/YYYY"
          formatDensity="spacious"
          defaultValue={releaseDate}
        />
        <DateField label="Long format" format="dddd, MMMM D, YYYY" defaultValue={releaseDate} />
        <DateField
          label="Short tokens, leading zeros respected"
          format="D/M/YYYY"
          shouldRespectLeadingZeros
          defaultValue={releaseDate}
        />
      </Stack>
    </LocalizationProvider>
  );
}
