import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { itIT } from '@mui/x-date-pickers-pro/locales';

const italianTexts = itIT.components.MuiLocalizationProvider.defaultProps.localeText;

// Acceptance testing phase of a project.
const testing = [dayjs('2025-09-08'), dayjs('2025-10-31')] as const;

export default function DateRangeFieldLocalization() {
  // Standalone, the two inputs need an id to tie each label to its input.
  const id = React.useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="it" localeText={italianTexts}>
      <Stack spacing={3} sx={{ maxWidth: 460 }}>
        <SingleInputDateRangeField
          enableAccessibleFieldDOMStructure={false}
          label="Fase di collaudo"
          clearable
          defaultValue={[...testing]}
        />
        <MultiInputDateRangeField
          format="DD MMMM YYYY"
          defaultValue={[...testing]}
          slotProps={{
            textField: ({ position }) => ({
              id: `${id}-${position}`,
              // Standalone, the field does not read `start` and `end` itself.
              label: position === 'start' ? italianTexts.start : italianTexts.end,
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
