import moment from 'moment';
import 'moment/locale/ja';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Importing a Moment locale file also makes it Moment's global locale: switch back to
// English, so that only the pickers below use the locale.
moment.locale('en');

const shipping = moment('2025-09-12T10:15');

export default function MomentJapaneseLocale() {
  return (
    <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="ja">
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="発送日" defaultValue={shipping} />
        <DateTimePicker label="集荷日時" defaultValue={shipping} format="YYYY年M月D日 HH:mm" ampm={false} />
      </Stack>
    </LocalizationProvider>
  );
}
