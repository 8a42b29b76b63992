// Issue 38: the behaviours that content/pages/react-date-pickers/timezone.md and validation.md state,
// checked against the installed 8.5.0 packages and date libraries. Each `it` names the page and the
// statement it backs. Components are rendered with react-dom/server (no browser); an edit is made
// through the public `usePickerActionsContext().setValue`, the action the views and the field call.
// Internal entry points are used only where no public one exists, and say so.
import { createRequire } from 'node:module';
import { createElement, useContext, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { DateTime, Settings } from 'luxon';
// moment-timezone attaches `tz` to the shared moment module: the plain-moment tests load a fresh copy.
import momentTz, { type Moment } from 'moment-timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { AdapterMomentJalaali } from '@mui/x-date-pickers/AdapterMomentJalaali';
import { LocalizationProvider, MuiPickersAdapterContext } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar, type DateCalendarProps } from '@mui/x-date-pickers/DateCalendar';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';
import { DigitalClock, type DigitalClockProps } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import { TimeClock, type TimeClockProps } from '@mui/x-date-pickers/TimeClock';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField, type DateTimeFieldProps } from '@mui/x-date-pickers/DateTimeField';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker, type DateTimePickerProps } from '@mui/x-date-pickers/DateTimePicker';
import { usePickerActionsContext, usePickerContext } from '@mui/x-date-pickers/hooks';
import { extractValidationProps, useValidation, validateDate, validateDateTime, validateTime, type ValidateDateProps, type ValidateDateTimeProps, type ValidateTimeProps } from '@mui/x-date-pickers/validation';
import type { DateTimeValidationError, DateValidationError, PickerChangeHandlerContext, TimeValidationError, TimeView } from '@mui/x-date-pickers/models';
// Internal (no public export does the same): the value/zone hook every picker, calendar and clock uses,
// the date-and-time merge DateCalendar applies to a clicked day, and the Date Time Picker's defaults.
import { mergeDateAndTime, useApplyDefaultValuesToDateTimeValidationProps, useControlledValue } from '@mui/x-date-pickers/internals';
import { validateDateRange, validateDateTimeRange, validateTimeRange, type ValidateDateRangeProps } from '@mui/x-date-pickers-pro/validation';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// The machine's zone: São Paulo (UTC-03:00 all year, no daylight saving time since 2019), so that
// 'system' and 'default' differ from UTC and from every zone used below. Set before any library loads.
// Test files share their worker process (vitest.config.ts: isolate false): the zone goes back once this file is done.
const machineZone = vi.hoisted(() => {
  const previous = process.env.TZ;
  process.env.TZ = 'America/Sao_Paulo';
  return previous;
});
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

dayjs.extend(utc);
dayjs.extend(timezone);
// Loading moment-hijri and moment-jalaali (for their adapters) defines locales, which switches Moment's global locale.
momentTz.locale('en');

const require = createRequire(import.meta.url);
/** The adapters take and return PickerValidDate, the union of every loaded library's date: a typed view for one library. */
interface ZoneAdapter<T> {
  date(value?: string, zone?: string): T;
  getTimezone(value: T): string;
  setTimezone(value: T, zone: string): T;
  setHours(value: T, hours: number): T;
  setMinutes(value: T, minutes: number): T;
}
const dayUtils = new AdapterDayjs();
const day = dayUtils as unknown as ZoneAdapter<Dayjs>;
const luxon = new AdapterLuxon() as unknown as ZoneAdapter<DateTime>;
const momentAdapter = new AdapterMoment({ instance: momentTz }) as unknown as ZoneAdapter<Moment>;

// The validators with the defaults the components give them; rules are loosely typed so that callbacks can take a Dayjs.
type Rules = Record<string, unknown>;
type Adapter = Parameters<typeof validateDate>[0]['adapter'];
const adapter: Adapter = { utils: dayUtils, defaultDates: { minDate: dayjs('1900-01-01T00:00'), maxDate: dayjs('2099-12-31T00:00') }, localeText: undefined };
const dateRules = (props: Rules = {}) => ({ disablePast: false, disableFuture: false, minDate: adapter.defaultDates.minDate, maxDate: adapter.defaultDates.maxDate, ...props }) as unknown as ValidateDateProps;
const checkDate = (value: Dayjs | null, props: Rules = {}, zone = 'default') => validateDate({ adapter, value, timezone: zone, props: dateRules(props) });
const checkTime = (value: Dayjs | null, props: Rules = {}, zone = 'default') => validateTime({ adapter, value, timezone: zone, props: { disablePast: false, disableFuture: false, ...props } as unknown as ValidateTimeProps });
const checkDateTime = (value: Dayjs | null, props: Rules = {}, zone = 'default') => validateDateTime({ adapter, value, timezone: zone, props: { ...dateRules(), ...props } as unknown as ValidateDateTimeProps });
const rangeRules = (props: Rules = {}) => ({ ...dateRules(), ...props }) as unknown as ValidateDateRangeProps;

/** Server-renders `element` inside a Day.js LocalizationProvider. */
const render = (element: ReactElement, dateAdapter: typeof AdapterDayjs | typeof AdapterLuxon = AdapterDayjs) => renderToString(createElement(LocalizationProvider, { dateAdapter }, element));
const el = (type: ComponentType<any>, props: Record<string, unknown>) => createElement(type, props);
/** Runs a hook inside a server-rendered LocalizationProvider and returns what it returned. */
function probe<T>(hook: () => T): T {
  const out: { value?: T } = {};
  const Probe = () => {
    out.value = hook();
    return null;
  };
  render(createElement(Probe));
  return out.value as T;
}
const invalid = (html: string) => /aria-invalid="true"/.test(html);
/** Whether the option (role="option") whose text or aria-label is `label` is rendered disabled; 'missing' when there is none. */
const optionState = (html: string, label: string) => {
  const tag = [...html.matchAll(/<li([^>]*role="option"[^>]*)>([^<]*)</g)].find((m) => m[2] === label || m[1]!.includes(`aria-label="${label}"`))?.[1];
  return tag === undefined ? 'missing' : /Mui-disabled|aria-disabled="true"/.test(tag) ? 'disabled' : 'enabled';
};

/** A picker rendered on the server whose field slot captures the picker's context and actions. */
function pickerEdit(props: Record<string, unknown>) {
  const captured: { timezone?: string; setValue?: (value: Dayjs, options: { changeImportance: 'accept' }) => void } = {};
  const changes: { value: Dayjs | null; error: unknown }[] = [];
  const accepts: { value: Dayjs | null; error: unknown }[] = [];
  const Field = () => {
    captured.setValue = usePickerActionsContext().setValue as unknown as typeof captured.setValue;
    captured.timezone = usePickerContext().timezone;
    return null;
  };
  render(el(DateTimePicker, { ...props, slots: { field: Field }, onChange: (value: Dayjs | null, ctx: PickerChangeHandlerContext<DateTimeValidationError>) => changes.push({ value, error: ctx.validationError }), onAccept: (value: Dayjs | null, ctx: PickerChangeHandlerContext<DateTimeValidationError>) => accepts.push({ value, error: ctx.validationError }) }));
  return { timezone: captured.timezone, edit: (value: Dayjs) => captured.setValue!(value, { changeImportance: 'accept' }), changes, accepts };
}

/** Loads modules with fresh copies of the packages whose files match `files` (so without the plugins added above), then restores the cache. */
function fresh<T>(files: RegExp, load: () => T): T {
  const matching = () => Object.keys(require.cache).filter((file) => files.test(file));
  const saved = new Map(matching().map((file) => [file, require.cache[file]]));
  for (const file of saved.keys()) delete require.cache[file];
  try {
    return load();
  } finally {
    for (const file of matching()) delete require.cache[file];
    for (const [file, mod] of saved) require.cache[file] = mod;
  }
}
const DAYJS_FILES = /\/node_modules\/(dayjs|@mui\/x-date-pickers\/AdapterDayjs)\//;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const june18 = '2025-06-18T14:00:00Z';

describe('timezone.md: which adapters support time zones', () => {
  it('timezone.md: AdapterDayjs with the utc and timezone plugins reads UTC and IANA zones', () => {
    expect(day.date(june18, 'UTC').format()).toBe('2025-06-18T14:00:00Z');
    expect(day.setTimezone(dayjs.utc(june18), 'Europe/Paris').format()).toBe('2025-06-18T16:00:00+02:00');
    expect(day.getTimezone(dayjs.tz('2025-06-18T10:00', 'Asia/Tokyo'))).toBe('Asia/Tokyo');
  });

  it('timezone.md: AdapterLuxon handles UTC and IANA zones with no setup', () => {
    expect(luxon.date(june18, 'UTC').toISO()).toBe('2025-06-18T14:00:00.000Z');
    expect(luxon.setTimezone(DateTime.fromISO(june18, { zone: 'utc' }), 'Europe/Paris').toISO()).toBe('2025-06-18T16:00:00.000+02:00');
  });

  it('timezone.md: AdapterMoment handles UTC and IANA zones with the moment-timezone export as instance', () => {
    expect(momentAdapter.date(june18, 'UTC').format()).toBe('2025-06-18T14:00:00Z');
    expect(momentAdapter.setTimezone(momentTz.utc(june18), 'Europe/Paris').format()).toBe('2025-06-18T16:00:00+02:00');
  });

  it('timezone.md: date-fns, Jalali and Hijri adapters ignore zones, values stay native dates in the system zone', () => {
    const native = new Date(june18);
    for (const a of [new AdapterDateFns(), new AdapterDateFnsJalali()] as unknown as ZoneAdapter<Date>[]) {
      expect(a.getTimezone(native)).toBe('default');
      expect(a.setTimezone(native, 'UTC')).toBe(native);
      expect(a.date(undefined, 'Asia/Tokyo')).toBeInstanceOf(Date);
    }
    for (const a of [new AdapterMomentHijri(), new AdapterMomentJalaali()] as unknown as ZoneAdapter<Moment>[]) {
      const m = a.date(june18);
      expect(a.getTimezone(m)).toBe('default');
      expect(a.setTimezone(m, 'UTC')).toBe(m);
      expect(m.utcOffset()).toBe(-180);
    }
  });

  it('timezone.md: without the Day.js plugins the adapter throws "Missing UTC plugin" / "Missing timezone plugin"', () => {
    const { AdapterDayjs: Bare, plainDayjs, plainUtc } = fresh(DAYJS_FILES, () => ({ AdapterDayjs: require('@mui/x-date-pickers/AdapterDayjs').AdapterDayjs as typeof AdapterDayjs, plainDayjs: require('dayjs') as typeof dayjs, plainUtc: require('dayjs/plugin/utc') as typeof utc }));
    expect(plainDayjs).not.toBe(dayjs);
    const bare = new Bare() as unknown as ZoneAdapter<Dayjs>;
    const local = bare.date('2025-06-18T14:00');
    expect(bare.getTimezone(local)).toBe('system');
    expect(() => bare.setTimezone(local, 'UTC')).toThrow(/^Missing UTC plugin/);
    expect(() => bare.date(june18, 'UTC')).toThrow(/^Missing UTC plugin/);
    expect(() => bare.setTimezone(local, 'Europe/Paris')).toThrow(/^Missing timezone plugin/);
    // With the utc plugin only, UTC works and a named zone still throws.
    plainDayjs.extend(plainUtc);
    expect(bare.date(june18, 'UTC').toISOString()).toBe('2025-06-18T14:00:00.000Z');
    expect(() => bare.setTimezone(local, 'Europe/Paris')).toThrow(/^Missing timezone plugin/);
  });
});

describe('timezone.md: the timezone prop', () => {
  it('timezone.md: every picker, field, calendar and clock has a timezone prop', () => {
    expectTypeOf<DateTimePickerProps>().toHaveProperty('timezone');
    expectTypeOf<DateTimeFieldProps>().toHaveProperty('timezone');
    expectTypeOf<DateCalendarProps>().toHaveProperty('timezone');
    expectTypeOf<TimeClockProps>().toHaveProperty('timezone');
    expectTypeOf<DigitalClockProps>().toHaveProperty('timezone');
    const html = render(el(DateTimeField, { value: dayjs.utc(june18), timezone: 'Asia/Tokyo', format: 'YYYY-MM-DD HH:mm', enableAccessibleFieldDOMStructure: false }));
    expect(html).toContain('value="2025-06-18 23:00"');
  });

  it("timezone.md: 'system' is the device zone and 'default' the library's default zone, the system zone unless changed", () => {
    expect(day.date(undefined, 'system').utcOffset()).toBe(-180);
    expect(day.date(undefined, 'default').utcOffset()).toBe(-180);
    expect(luxon.date(undefined, 'system').offset).toBe(-180);
    expect(luxon.date(undefined, 'default').offset).toBe(-180);
    const luxonDefault = Settings.defaultZone;
    dayjs.tz.setDefault('Asia/Tokyo');
    Settings.defaultZone = 'Asia/Tokyo';
    try {
      expect(day.date(undefined, 'default').utcOffset()).toBe(540);
      expect(luxon.date(undefined, 'default').offset).toBe(540);
      expect(day.date(undefined, 'system').utcOffset()).toBe(-180);
    } finally {
      dayjs.tz.setDefault();
      Settings.defaultZone = luxonDefault;
    }
  });

  it('timezone.md: without the prop, the zone comes from value, else defaultValue, else referenceDate, else default', () => {
    const valueManager = validateDate.valueManager;
    const zoneOf = (props: { value?: Dayjs | null; defaultValue?: Dayjs | null; referenceDate?: Dayjs }) => probe(() => useControlledValue({ name: 'probe', timezone: undefined, value: props.value, defaultValue: props.defaultValue, referenceDate: props.referenceDate, onChange: undefined, valueManager }).timezone);
    const tokyo = dayjs.tz('2025-06-18T10:00', 'Asia/Tokyo');
    const kolkata = dayjs.tz('2025-06-18T10:00', 'Asia/Kolkata');
    expect(zoneOf({ value: dayjs.utc(june18), defaultValue: tokyo, referenceDate: kolkata })).toBe('UTC');
    expect(zoneOf({ defaultValue: tokyo, referenceDate: kolkata })).toBe('Asia/Tokyo');
    expect(zoneOf({ value: null, referenceDate: kolkata })).toBe('Asia/Kolkata');
    expect(zoneOf({ value: null })).toBe('default');
  });

  it('timezone.md: one UTC value shows on each office clock (TimezoneProp demo)', () => {
    const meeting = dayjs.utc('2025-06-18T14:00');
    expect(['America/New_York', 'Europe/Paris', 'Asia/Tokyo'].map((zone) => day.setTimezone(meeting, zone).format('HH:mm'))).toEqual(['10:00', '16:00', '23:00']);
  });
});

describe('timezone.md: the zone decides the day', () => {
  const release = dayjs.utc('2025-06-18T23:30');

  it('timezone.md: 23:30 UTC on 18 June is the morning of 19 June in Tokyo and the afternoon of 18 June in Los Angeles, each calendar selecting its day', () => {
    expect(day.setTimezone(release, 'Asia/Tokyo').format('D MMM HH:mm')).toBe('19 Jun 08:30');
    expect(day.setTimezone(release, 'America/Los_Angeles').format('D MMM HH:mm')).toBe('18 Jun 16:30');
    const selected = (zone: string) => render(el(DateCalendar, { value: release, timezone: zone, views: ['day'] })).match(/aria-selected="true"[^>]*>(\d+)</)?.[1];
    expect(selected('Asia/Tokyo')).toBe('19');
    expect(selected('America/Los_Angeles')).toBe('18');
  });

  it('timezone.md: a clicked day keeps the time read on that calendar and the stored value moves by whole days, in UTC', () => {
    // DateCalendar's day click: mergeDateAndTime(clicked day, rendered value), then useControlledValue's onChange.
    const changes: Dayjs[] = [];
    const { value, handleValueChange } = probe(() => useControlledValue({ name: 'probe', timezone: 'Asia/Tokyo', value: release, defaultValue: undefined, referenceDate: undefined, onChange: (v: Dayjs) => changes.push(v), valueManager: validateDate.valueManager }));
    handleValueChange(mergeDateAndTime(dayUtils, day.date('2025-06-20', 'Asia/Tokyo'), value as Dayjs) as Dayjs);
    expect(changes[0]!.isUTC()).toBe(true);
    expect(changes[0]!.toISOString()).toBe('2025-06-19T23:30:00.000Z');
  });

  it('timezone.md: a date stored as midnight UTC falls on the previous day in a zone behind UTC', () => {
    const birthday = dayjs.utc('1990-05-04T00:00');
    expect(day.setTimezone(birthday, 'America/New_York').format('YYYY-MM-DD')).toBe('1990-05-03');
    expect(render(el(DateField, { value: birthday, timezone: 'America/New_York', format: 'YYYY-MM-DD', enableAccessibleFieldDOMStructure: false }))).toContain('value="1990-05-03"');
    expect(render(el(DateField, { value: birthday, timezone: 'UTC', format: 'YYYY-MM-DD', enableAccessibleFieldDOMStructure: false }))).toContain('value="1990-05-04"');
  });
});

describe('timezone.md: what the pickers return', () => {
  const tokyoEdit = dayjs.tz('2025-06-20T09:00', 'Asia/Tokyo');

  it('timezone.md: the value is rendered in the timezone prop, or in its own zone without the prop', () => {
    const lisbon = dayjs.tz('2025-08-02T07:45', 'Europe/Lisbon');
    expect(pickerEdit({ value: lisbon }).timezone).toBe('Europe/Lisbon');
    expect(pickerEdit({ value: lisbon, timezone: 'Asia/Tokyo' }).timezone).toBe('Asia/Tokyo');
  });

  it('timezone.md: onChange returns the value in the zone of value or defaultValue, UTC staying UTC after an edit on the Tokyo clock', () => {
    for (const props of [{ value: dayjs.utc(june18) }, { defaultValue: dayjs.utc(june18) }]) {
      const picker = pickerEdit({ ...props, timezone: 'Asia/Tokyo' });
      picker.edit(tokyoEdit);
      expect(picker.changes[0]!.value!.format()).toBe('2025-06-20T00:00:00Z');
    }
    const lisbon = pickerEdit({ value: dayjs.tz('2025-08-02T07:45', 'Europe/Lisbon') });
    lisbon.edit(dayjs.tz('2025-08-03T07:45', 'Europe/Lisbon'));
    expect(lisbon.changes[0]!.value!.format()).toBe('2025-08-03T07:45:00+01:00');
  });

  it('timezone.md: onAccept receives the value in the rendering zone, not converted back to the zone of value', () => {
    const picker = pickerEdit({ value: dayjs.utc(june18), timezone: 'Asia/Tokyo' });
    picker.edit(tokyoEdit);
    expect(picker.accepts[0]!.value!.format()).toBe('2025-06-20T09:00:00+09:00');
    expect(picker.accepts[0]!.value!.toISOString()).toBe(picker.changes[0]!.value!.toISOString());
  });

  it('timezone.md: with no value, the rendering zone is the timezone prop, the referenceDate zone or default, and the new date comes back as created', () => {
    expect(pickerEdit({ value: null, timezone: 'America/New_York' }).timezone).toBe('America/New_York');
    expect(pickerEdit({ value: null, referenceDate: dayjs.tz('2025-10-06T09:00', 'Asia/Kolkata') }).timezone).toBe('Asia/Kolkata');
    expect(pickerEdit({ value: null }).timezone).toBe('default');
    const kolkata = pickerEdit({ value: null, referenceDate: dayjs.tz('2025-10-06T09:00', 'Asia/Kolkata') });
    kolkata.edit(day.date('2025-10-07T09:00', 'Asia/Kolkata'));
    expect(kolkata.changes[0]!.value!.format()).toBe('2025-10-07T09:00:00+05:30');
  });

  it('timezone.md: a maxTime created as 18:00 UTC allows 18:00 on a Paris clock, not 20:00, and 18:30 fails; limit.tz() converts it', () => {
    const limit = dayjs.utc('2025-06-18T18:00');
    const paris = (hhmm: string) => dayjs.tz(`2025-06-18T${hhmm}`, 'Europe/Paris');
    expect(checkTime(paris('18:00'), { maxTime: limit }, 'Europe/Paris')).toBeNull();
    expect(checkTime(paris('18:30'), { maxTime: limit }, 'Europe/Paris')).toBe('maxTime');
    expect(checkTime(paris('20:00'), { maxTime: limit }, 'Europe/Paris')).toBe('maxTime');
    expect(checkTime(paris('20:00'), { maxTime: limit.tz('Europe/Paris') }, 'Europe/Paris')).toBeNull();
    // In a picker the value is converted to the rendering zone first: 16:30 UTC is 18:30 in Paris.
    expect(invalid(render(el(TimePicker, { value: dayjs.utc('2025-06-18T16:30'), timezone: 'Europe/Paris', maxTime: limit })))).toBe(true);
    expect(invalid(render(el(TimePicker, { value: dayjs.utc('2025-06-18T16:30'), maxTime: limit })))).toBe(false);
  });

  it('timezone.md: Day.js needs only the utc plugin for UTC, and a date created in UTC serialises as is with toISOString()', () => {
    const Bare = fresh(DAYJS_FILES, () => {
      require('dayjs').extend(require('dayjs/plugin/utc'));
      return require('@mui/x-date-pickers/AdapterDayjs').AdapterDayjs as typeof AdapterDayjs;
    });
    const bare = new Bare() as unknown as ZoneAdapter<Dayjs>;
    const picked = bare.date('2025-01-20T06:00', 'UTC');
    expect(picked.isUTC()).toBe(true);
    expect(bare.getTimezone(picked)).toBe('UTC');
    expect(picked.toISOString()).toBe('2025-01-20T06:00:00.000Z');
  });

  it('timezone.md: a UTC ISO string parsed with dayjs.utc() and shown in any zone serialises back to the same UTC string', () => {
    const stored = '2025-10-03T12:00:00.000Z';
    for (const zone of ['America/Sao_Paulo', 'Europe/Berlin', 'Asia/Singapore', 'system']) {
      const shown = day.setTimezone(dayjs.utc(stored), zone);
      expect(shown.toISOString()).toBe(stored);
    }
    expect(day.setTimezone(dayjs.utc(stored), 'system').format('HH:mm')).toBe('09:00');
  });
});

describe('timezone.md: Luxon and Moment', () => {
  it('timezone.md: a Luxon DateTime carries its zone and keeps it after an edit shown on another clock', () => {
    const takeOff = DateTime.fromISO('2025-11-14T22:10', { zone: 'Australia/Sydney' });
    expect(luxon.getTimezone(takeOff)).toBe('Australia/Sydney');
    expect(luxon.setTimezone(takeOff, 'America/Los_Angeles').toFormat('HH:mm')).toBe('03:10');
    const edited = luxon.setTimezone(luxon.setHours(luxon.setTimezone(takeOff, 'America/Los_Angeles'), 5), luxon.getTimezone(takeOff));
    expect(edited.toISO()).toBe('2025-11-15T00:10:00.000+11:00');
  });

  it("timezone.md: a Luxon UTC value keeps zoneName 'UTC' after an edit, and timezone=\"UTC\" creates UTC dates whose toISO() ends with Z", () => {
    const backup = DateTime.utc(2025, 3, 9, 2, 15);
    expect(backup.zoneName).toBe('UTC');
    expect(DateTime.fromISO('2025-03-09T02:15:00Z', { zone: 'utc' }).zoneName).toBe('UTC');
    expect(luxon.getTimezone(backup)).toBe('UTC');
    const edited = luxon.setMinutes(luxon.setHours(backup, 3), 45);
    expect(edited.zoneName).toBe('UTC');
    expect(edited.toISO()).toBe('2025-03-09T03:45:00.000Z');
    expect(luxon.date('2025-03-09T06:00', 'UTC').toISO()).toMatch(/Z$/);
  });

  it('timezone.md: moment-timezone re-exports Moment with tz attached, and AdapterMoment shows a moment.utc() value on a Mumbai clock', () => {
    expect(typeof momentTz.tz).toBe('function');
    expect(typeof momentTz.utc).toBe('function');
    const pickUp = momentTz.utc('2025-04-09T07:30');
    expect(momentAdapter.getTimezone(pickUp)).toBe('UTC');
    expect(momentAdapter.setTimezone(pickUp, 'Asia/Kolkata').format('HH:mm Z')).toBe('13:00 +05:30');
  });

  it('timezone.md: with plain moment, UTC values stay UTC and "UTC" is accepted, but a named zone throws "Missing timezone plugin"', () => {
    const plain = fresh(/\/node_modules\/moment\//, () => require('moment') as typeof momentTz);
    expect(plain).not.toBe(momentTz);
    expect(plain.tz).toBeUndefined();
    const bare = new AdapterMoment({ instance: plain }) as unknown as ZoneAdapter<Moment>;
    const value = plain.utc('2025-04-09T07:30');
    expect(bare.getTimezone(value)).toBe('UTC');
    expect(bare.setTimezone(bare.setHours(value, 9), 'UTC').format()).toBe('2025-04-09T09:30:00Z');
    expect(bare.date(undefined, 'UTC').isUTC()).toBe(true);
    expect(() => bare.setTimezone(value, 'Europe/Paris')).toThrow(/^Missing timezone plugin/);
    expect(() => bare.date(undefined, 'Europe/Paris')).toThrow(/^Missing timezone plugin/);
  });
});

describe('timezone.md: fixed-offset zones', () => {
  const instant = '2025-06-18T14:00:00Z';
  const viaLuxon = (zone: string) => luxon.setTimezone(DateTime.fromISO(instant, { zone: 'utc' }), zone);
  const viaDayjs = (zone: string) => day.setTimezone(dayjs.utc(instant), zone).format();
  const viaMoment = (zone: string) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = momentAdapter.setTimezone(momentTz.utc(instant), zone).format();
    const logged = error.mock.calls.map((args) => String(args[0]));
    error.mockRestore();
    return { result, logged };
  };

  it('timezone.md: Luxon reads "UTC+7" as +07:00', () => {
    expect(viaLuxon('UTC+7').toISO()).toBe('2025-06-18T21:00:00.000+07:00');
  });

  it('timezone.md: Day.js throws on the offset zone "UTC+7"', () => {
    expect(() => viaDayjs('UTC+7')).toThrow('Invalid time zone specified: UTC+7');
  });

  it('timezone.md: Moment logs "no data for UTC+7" with console.error and keeps the date in UTC', () => {
    const { result, logged } = viaMoment('UTC+7');
    expect(result).toBe('2025-06-18T14:00:00Z');
    expect(logged).toEqual([expect.stringContaining('Moment Timezone has no data for UTC+7')]);
  });

  it('timezone.md: "Etc/GMT-7" is +07:00 in Luxon, Day.js and Moment', () => {
    expect(viaLuxon('Etc/GMT-7').toISO()).toBe('2025-06-18T21:00:00.000+07:00');
    expect(viaDayjs('Etc/GMT-7')).toBe('2025-06-18T21:00:00+07:00');
    expect(viaMoment('Etc/GMT-7')).toEqual({ result: '2025-06-18T21:00:00+07:00', logged: [] });
  });

  it('timezone.md: "+07:00" is an invalid date in Luxon (unsupported zone), throws in Day.js, and logs and stays UTC in Moment', () => {
    const lux = viaLuxon('+07:00');
    expect(lux.isValid).toBe(false);
    expect(lux.invalidReason).toBe('unsupported zone');
    expect(() => viaDayjs('+07:00')).toThrow('Invalid time zone specified: +07:00');
    const { result, logged } = viaMoment('+07:00');
    expect(result).toBe('2025-06-18T14:00:00Z');
    expect(logged).toEqual([expect.stringContaining('Moment Timezone has no data for +07:00')]);
  });

  it('timezone.md: the Etc/GMT sign is inverted, whole hours only, with no daylight saving time; Asia/Kolkata gives +05:30', () => {
    expect(dayjs.utc(instant).tz('Etc/GMT-7').utcOffset()).toBe(420);
    expect(dayjs.utc(instant).tz('Etc/GMT+5').utcOffset()).toBe(-300);
    expect(() => dayjs.utc(instant).tz('Etc/GMT-5:30')).toThrow(RangeError);
    expect(dayjs.utc('2025-01-15T12:00').tz('Etc/GMT-7').utcOffset()).toBe(420);
    expect(dayjs.utc(instant).tz('Asia/Kolkata').format('Z')).toBe('+05:30');
  });

  it('timezone.md: the FixedOffsetZones demo value shows seven hours ahead with Luxon "UTC+7" and Day.js "Etc/GMT-7"', () => {
    const pass = '2025-08-02T16:45:00Z';
    expect(render(el(DateTimeField, { value: DateTime.fromISO(pass, { zone: 'utc' }), timezone: 'UTC+7', format: 'yyyy-MM-dd HH:mm', enableAccessibleFieldDOMStructure: false }), AdapterLuxon)).toContain('value="2025-08-02 23:45"');
    expect(render(el(DateTimeField, { value: dayjs.utc(pass), timezone: 'Etc/GMT-7', format: 'YYYY-MM-DD HH:mm', enableAccessibleFieldDOMStructure: false }))).toContain('value="2025-08-02 23:45"');
  });
});

describe('timezone.md: daylight saving time', () => {
  const paris = 'Europe/Paris';

  it('timezone.md: Paris clocks jump from 02:00 to 03:00 on 30 March 2025 and fall back from 03:00 to 02:00 on 26 October', () => {
    expect(dayjs.utc('2025-03-30T00:59:59Z').tz(paris).format('HH:mm:ss Z')).toBe('01:59:59 +01:00');
    expect(dayjs.utc('2025-03-30T01:00:00Z').tz(paris).format('HH:mm:ss Z')).toBe('03:00:00 +02:00');
    expect(dayjs.utc('2025-10-26T00:59:59Z').tz(paris).format('HH:mm:ss Z')).toBe('02:59:59 +02:00');
    expect(dayjs.utc('2025-10-26T01:00:00Z').tz(paris).format('HH:mm:ss Z')).toBe('02:00:00 +01:00');
  });

  it('timezone.md: Luxon moves 02:30 in the gap to 03:30 summer time', () => {
    const before = luxon.date('2025-03-30T01:30', paris);
    expect(luxon.setMinutes(luxon.setHours(before, 2), 30).toISO()).toBe('2025-03-30T03:30:00.000+02:00');
  });

  it('timezone.md: Day.js keeps the 02:30 label in the gap with a wrong offset (setHours then setMinutes give 02:30 +01:00)', () => {
    const before = dayjs.tz('2025-03-30T01:30', paris);
    expect(before.format()).toBe('2025-03-30T01:30:00+01:00');
    const hours = day.setHours(before, 2);
    expect(hours.format()).toBe('2025-03-30T02:30:00+02:00');
    expect(hours.toISOString()).toBe(before.toISOString());
    const minutes = day.setMinutes(hours, 30);
    expect(minutes.format()).toBe('2025-03-30T02:30:00+01:00');
    expect(minutes.toISOString()).toBe('2025-03-30T01:30:00.000Z');
    expect(dayjs.utc(minutes.toISOString()).tz(paris).format('HH:mm Z')).toBe('03:30 +02:00');
  });

  it('timezone.md: on a device set to Paris time, the same Day.js calls give 03:30 +01:00', () => {
    const previous = process.env.TZ;
    process.env.TZ = paris;
    try {
      const before = dayjs.tz('2025-03-30T01:30', paris);
      expect(day.setMinutes(day.setHours(before, 2), 30).format()).toBe('2025-03-30T03:30:00+01:00');
    } finally {
      process.env.TZ = previous;
    }
    expect(dayjs('2025-06-18T14:00').utcOffset()).toBe(-180);
  });

  it('timezone.md: 02:30 on 26 October exists twice and each library picks one instant', () => {
    const dayjsResult = day.setMinutes(day.setHours(dayjs.tz('2025-10-26T01:30', paris), 2), 30);
    const luxonResult = luxon.setMinutes(luxon.setHours(luxon.date('2025-10-26T01:30', paris), 2), 30);
    expect(dayjsResult.format()).toBe('2025-10-26T02:30:00+02:00');
    expect(luxonResult.toISO()).toBe('2025-10-26T02:30:00.000+02:00');
  });
});

describe('timezone.md: server rendering', () => {
  it("timezone.md: 'system', 'default' and zone-less Day.js values are read on the machine running the code; explicit zones are not", () => {
    const readAll = () => ({ system: day.date('2025-06-18T14:00', 'system').toISOString(), plain: dayjs('2025-06-18T14:00').toISOString(), paris: dayjs.tz('2025-06-18T14:00', 'Europe/Paris').toISOString(), utc: dayjs.utc('2025-06-18T14:00').toISOString(), luxon: DateTime.fromISO('2025-06-18T14:00', { zone: 'Europe/Paris' }).toISO() });
    const server = readAll();
    const previous = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    let browser: ReturnType<typeof readAll>;
    let readerZone: string;
    try {
      browser = readAll();
      readerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } finally {
      process.env.TZ = previous;
    }
    expect(server.system).toBe('2025-06-18T17:00:00.000Z');
    expect(browser.system).toBe('2025-06-18T05:00:00.000Z');
    expect(browser.plain).not.toBe(server.plain);
    expect([browser.paris, browser.utc, browser.luxon]).toEqual([server.paris, server.utc, server.luxon]);
    expect(readerZone).toBe('Asia/Tokyo');
  });
});

describe('validation.md: invalid values feedback', () => {
  it('validation.md: the reason codes are the DateValidationError, TimeValidationError and DateTimeValidationError unions', () => {
    expectTypeOf<DateValidationError>().toEqualTypeOf<'invalidDate' | 'disableFuture' | 'disablePast' | 'shouldDisableDate' | 'shouldDisableMonth' | 'shouldDisableYear' | 'minDate' | 'maxDate' | null>();
    expectTypeOf<TimeValidationError>().toEqualTypeOf<'invalidDate' | 'disableFuture' | 'disablePast' | 'minutesStep' | 'minTime' | 'maxTime' | 'shouldDisableTime-hours' | 'shouldDisableTime-minutes' | 'shouldDisableTime-seconds' | null>();
    expectTypeOf<DateTimeValidationError>().toEqualTypeOf<DateValidationError | TimeValidationError>();
    expectTypeOf<DateRangeValidationError>().toEqualTypeOf<[DateValidationError | 'invalidRange', DateValidationError | 'invalidRange']>();
  });

  it('validation.md: a value outside the limits is kept, reaches onChange with its reason in context.validationError, and so does onAccept', () => {
    const picker = pickerEdit({ value: dayjs('2025-09-12T10:00'), minDate: dayjs('2025-09-08'), maxDate: dayjs('2025-09-21') });
    picker.edit(dayjs('2025-09-25T10:00'));
    expect(picker.changes[0]!.value!.format('YYYY-MM-DD')).toBe('2025-09-25');
    expect(picker.changes[0]!.error).toBe('maxDate');
    expect(picker.accepts[0]!.error).toBe('maxDate');
    expect(invalid(render(el(DateField, { value: dayjs('2025-09-25'), minDate: dayjs('2025-09-08'), maxDate: dayjs('2025-09-21') })))).toBe(true);
  });

  it('validation.md: an empty value (null) is valid', () => {
    expect(checkDate(null, { disablePast: true, minDate: dayjs('2030-01-01') })).toBeNull();
    expect(checkTime(null, { minTime: dayjs('2025-01-01T09:00') })).toBeNull();
    expect(checkDateTime(null, { disableFuture: true })).toBeNull();
  });
});

describe('validation.md: past and future', () => {
  it('validation.md: disablePast and disableFuture refuse the days before and after today, today staying valid for both', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-18T13:00:00-03:00'));
    expect(checkDate(dayjs('2025-06-17'), { disablePast: true })).toBe('disablePast');
    expect(checkDate(dayjs('2025-06-19'), { disableFuture: true })).toBe('disableFuture');
    expect(checkDate(dayjs('2025-06-18T08:00'), { disablePast: true, disableFuture: true })).toBeNull();
    expect(checkDate(dayjs('2025-06-18T20:00'), { disablePast: true, disableFuture: true })).toBeNull();
  });

  it('validation.md: on time and date-time validation both props compare the whole value: 09:00 today is past at 10:00', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-18T10:00:00-03:00'));
    expect(checkTime(dayjs('2025-06-18T09:00'), { disablePast: true })).toBe('disablePast');
    expect(checkDateTime(dayjs('2025-06-18T09:00'), { disablePast: true })).toBe('disablePast');
    expect(checkTime(dayjs('2025-06-18T11:00'), { disableFuture: true })).toBe('disableFuture');
    expect(checkDate(dayjs('2025-06-18T09:00'), { disablePast: true })).toBeNull();
  });

  it("validation.md: the server's today and zone can differ from the reader's, so a fixed value can be valid on one and invalid on the other", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-18T23:30:00Z'));
    // The same text read on a server in UTC and in a browser in Tokyo, where it is already 19 June.
    expect(checkDate(day.date('2025-06-18T12:00', 'UTC'), { disablePast: true }, 'UTC')).toBeNull();
    expect(checkDate(day.date('2025-06-18T12:00', 'Asia/Tokyo'), { disablePast: true }, 'Asia/Tokyo')).toBe('disablePast');
  });
});

describe('validation.md: date validation', () => {
  it('validation.md: minDate and maxDate default to 1 January 1900 and 31 December 2099, with the codes minDate and maxDate', () => {
    let dates: { minDate: Dayjs; maxDate: Dayjs } | undefined;
    const Reader = () => {
      // The defaults the LocalizationProvider hands to every component.
      dates = useContext(MuiPickersAdapterContext)?.defaultDates as { minDate: Dayjs; maxDate: Dayjs };
      return null;
    };
    render(createElement(Reader));
    expect(dates!.minDate.format('YYYY-MM-DD')).toBe('1900-01-01');
    expect(dates!.maxDate.format('YYYY-MM-DD')).toBe('2099-12-31');
    expect(invalid(render(el(DateField, { value: dayjs('1899-12-31') })))).toBe(true);
    expect(invalid(render(el(DateField, { value: dayjs('2100-01-01') })))).toBe(true);
    expect(invalid(render(el(DateField, { value: dayjs('2099-12-31T23:00') })))).toBe(false);
    expect(checkDate(dayjs('1899-12-31'))).toBe('minDate');
    expect(checkDate(dayjs('2100-01-01'))).toBe('maxDate');
  });

  it("validation.md: the date limits compare days, not times: minDate 16 June 18:00 still allows 16 June", () => {
    const minDate = dayjs('2025-06-16T18:00');
    expect(checkDate(dayjs('2025-06-16T09:00'), { minDate })).toBeNull();
    expect(checkDate(dayjs('2025-06-15T23:00'), { minDate })).toBe('minDate');
    expect(checkDate(dayjs('2025-06-27T23:59'), { maxDate: dayjs('2025-06-27T00:00') })).toBeNull();
  });

  it('validation.md: shouldDisableDate returning true refuses the day with the code shouldDisableDate, and the calendar calls it for every day it renders', () => {
    const holidays = new Set(['2025-12-25']);
    const isClosed = (d: Dayjs) => d.day() === 0 || holidays.has(d.format('YYYY-MM-DD'));
    expect(checkDate(dayjs('2025-12-25'), { shouldDisableDate: isClosed })).toBe('shouldDisableDate');
    expect(checkDate(dayjs('2025-12-28'), { shouldDisableDate: isClosed })).toBe('shouldDisableDate');
    expect(checkDate(dayjs('2025-12-22'), { shouldDisableDate: isClosed })).toBeNull();
    const seen = new Set<string>();
    render(el(DateCalendar, { defaultValue: dayjs('2025-12-22'), shouldDisableDate: (d: Dayjs) => seen.add(d.format('YYYY-MM-DD')) && false }));
    for (let d = 1; d <= 31; d++) expect(seen.has(`2025-12-${String(d).padStart(2, '0')}`)).toBe(true);
  });

  it("validation.md: in range validation shouldDisableDate receives 'start' or 'end'", () => {
    const calls: string[] = [];
    validateDateRange({ adapter, value: [dayjs('2025-07-10'), dayjs('2025-07-14')], timezone: 'default', props: rangeRules({ shouldDisableDate: (d: Dayjs, position: 'start' | 'end') => (calls.push(`${d.format('D')} ${position}`), false) }) });
    expect(calls).toEqual(['10 start', '14 end']);
  });

  it('validation.md: the month view calls shouldDisableMonth with the first day of each month, validation with the value itself', () => {
    const seen: string[] = [];
    const notQuarterStart = (d: Dayjs) => (seen.push(d.format('YYYY-MM-DD HH:mm')), d.month() % 3 !== 0);
    const html = render(el(MonthCalendar, { defaultValue: dayjs('2025-04-01'), shouldDisableMonth: notQuarterStart }));
    expect(new Set(seen)).toEqual(new Set(Array.from({ length: 12 }, (_, m) => `2025-${String(m + 1).padStart(2, '0')}-01 00:00`)));
    expect(html.match(/<button[^>]*disabled=""[^>]*>[A-Z][a-z]{2}</g)).toHaveLength(8);
    seen.length = 0;
    expect(checkDate(dayjs('2025-05-12T10:00'), { shouldDisableMonth: notQuarterStart })).toBe('shouldDisableMonth');
    expect(seen).toEqual(['2025-05-12 10:00']);
  });

  it('validation.md: shouldDisableYear rejects any date of a refused year, and the year view lists only the years between minDate and maxDate', () => {
    const notLeap = (d: Dayjs) => !(d.year() % 4 === 0 && (d.year() % 100 !== 0 || d.year() % 400 === 0));
    expect(checkDate(dayjs('2030-02-28'), { shouldDisableYear: notLeap })).toBe('shouldDisableYear');
    expect(checkDate(dayjs('2028-02-29'), { shouldDisableYear: notLeap })).toBeNull();
    const html = render(el(YearCalendar, { defaultValue: dayjs('2028-02-29'), minDate: dayjs('2025-01-01'), maxDate: dayjs('2048-12-31'), shouldDisableYear: notLeap }));
    const years = [...html.matchAll(/<button[^>]*>(\d{4})</g)].map((m) => Number(m[1]));
    expect(years).toEqual(Array.from({ length: 24 }, (_, i) => 2025 + i));
    expect(html.match(/<button[^>]*disabled=""[^>]*>\d{4}</g)).toHaveLength(18);
  });
});

describe('validation.md: time validation', () => {
  const at = (hhmm: string, date = '2025-05-14') => dayjs(`${date}T${hhmm}`);

  it('validation.md: the time rules are checked in the order minTime, maxTime, disableFuture/disablePast, shouldDisableTime, minutesStep', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-14T12:00:00-03:00'));
    const always = () => true;
    expect(checkTime(at('11:15'), { minTime: at('14:00'), maxTime: at('10:00') })).toBe('minTime');
    expect(checkTime(at('15:15'), { maxTime: at('14:00'), disableFuture: true, shouldDisableTime: always, minutesStep: 30 })).toBe('maxTime');
    expect(checkTime(at('11:15'), { disablePast: true, shouldDisableTime: always, minutesStep: 30 })).toBe('disablePast');
    expect(checkTime(at('13:15'), { disableFuture: true, shouldDisableTime: always })).toBe('disableFuture');
    expect(checkTime(at('11:15'), { shouldDisableTime: always, minutesStep: 30 })).toBe('shouldDisableTime-hours');
    expect(checkTime(at('11:15'), { minutesStep: 30 })).toBe('minutesStep');
  });

  it('validation.md: only the time part of minTime and maxTime counts, whatever their date', () => {
    expect(checkTime(at('18:30'), { maxTime: dayjs('1999-01-01T18:00') })).toBe('maxTime');
    expect(checkTime(at('17:00'), { maxTime: dayjs('2031-07-09T18:00') })).toBeNull();
    expect(checkTime(at('08:30'), { minTime: dayjs('1999-01-01T09:00') })).toBe('minTime');
  });

  it('validation.md: the TimeLimitsValidation field holds 18:30, after closing time', () => {
    expect(checkTime(at('18:30'), { minTime: at('09:00'), maxTime: at('18:00'), minutesStep: 30 })).toBe('maxTime');
  });

  it('validation.md: minutesStep validates typed values, timeSteps and timeStep only set the listed options', () => {
    expect(checkTime(at('10:15'), { minutesStep: 30 })).toBe('minutesStep');
    expect(extractValidationProps({ minutesStep: 30, timeSteps: { minutes: 30 }, timeStep: 30 })).toEqual({ minutesStep: 30 });
    expect(invalid(render(el(TimePicker, { value: at('10:15'), timeSteps: { minutes: 30 } })))).toBe(false);
    expect(invalid(render(el(TimePicker, { value: at('10:15'), minutesStep: 30 })))).toBe(true);
    const listed = [...render(el(DigitalClock, { value: at('10:30'), timeStep: 30, ampm: false })).matchAll(/role="option"[^>]*>(\d\d:\d\d)</g)].map((m) => m[1]);
    expect(listed).toHaveLength(48);
    expect(listed).not.toContain('10:15');
  });

  it('validation.md: disableIgnoringDatePartForTimeValidation compares minTime and maxTime as full dates (18:00 the evening before a 17:00 deadline)', () => {
    const deadline = dayjs('2025-03-14T17:00');
    const reminder = dayjs('2025-03-13T18:00');
    expect(checkTime(reminder, { maxTime: deadline })).toBe('maxTime');
    expect(checkTime(reminder, { maxTime: deadline, disableIgnoringDatePartForTimeValidation: true })).toBeNull();
  });

  it('validation.md: time limits are read in their own zone, the value in the rendering zone (Paris limits on a New York picker on 14 March)', () => {
    const ny = 'America/New_York';
    const opens = dayjs.tz('2025-03-14T09:00', 'Europe/Paris');
    const closes = dayjs.tz('2025-03-14T17:00', 'Europe/Paris');
    const value = dayjs.tz('2025-03-14T13:00', ny);
    expect(value.tz('Europe/Paris').format('HH:mm')).toBe('18:00');
    expect(checkTime(value, { minTime: opens, maxTime: closes }, ny)).toBeNull();
    expect(checkTime(dayjs.tz('2025-03-14T17:00', ny), { maxTime: closes }, ny)).toBeNull();
    expect(checkTime(dayjs.tz('2025-03-14T17:30', ny), { maxTime: closes }, ny)).toBe('maxTime');
    expect([opens.tz(ny).format('HH:mm'), closes.tz(ny).format('HH:mm')]).toEqual(['04:00', '12:00']);
    expect(checkTime(value, { minTime: opens.tz(ny), maxTime: closes.tz(ny) }, ny)).toBe('maxTime');
    expect(invalid(render(el(TimePicker, { value, timezone: ny, minTime: opens, maxTime: closes })))).toBe(false);
    expect(invalid(render(el(TimePicker, { value, timezone: ny, minTime: opens.tz(ny), maxTime: closes.tz(ny) })))).toBe(true);
  });

  it('validation.md: on days when only one of two zones is on daylight saving time the hours between them differ', () => {
    const gap = (date: string) => dayjs.tz(`${date}T12:00`, 'Europe/Paris').utcOffset() - dayjs.tz(`${date}T12:00`, 'America/New_York').utcOffset();
    expect(gap('2025-02-14')).toBe(360);
    expect(gap('2025-03-14')).toBe(300);
  });

  it("validation.md: validation calls shouldDisableTime for 'hours', 'minutes', 'seconds' with the value and reports the first refused", () => {
    const views: TimeView[] = [];
    const lunch = (v: Dayjs, view: TimeView) => (views.push(view), (view === 'hours' && v.hour() === 13) || (view === 'minutes' && v.hour() === 12 && v.minute() >= 30));
    expect(checkTime(at('12:45'), { shouldDisableTime: lunch })).toBe('shouldDisableTime-minutes');
    expect(checkTime(at('13:10'), { shouldDisableTime: lunch })).toBe('shouldDisableTime-hours');
    views.length = 0;
    expect(checkTime(at('12:15'), { shouldDisableTime: lunch })).toBeNull();
    expect(views).toEqual(['hours', 'minutes', 'seconds']);
    expect(checkTime(at('12:15:10'), { shouldDisableTime: (_v: Dayjs, view: TimeView) => view === 'seconds' })).toBe('shouldDisableTime-seconds');
  });

  it("validation.md: in the views, 'hours' gets the checked hour with the value's other units, 'minutes' the hour already chosen", () => {
    const calls: string[] = [];
    const record = (v: Dayjs, view: TimeView) => (calls.push(`${view} ${v.format('HH:mm')}`), view === 'minutes' && v.hour() === 12 && v.minute() >= 30);
    const html = render(el(MultiSectionDigitalClock, { value: at('12:10'), ampm: false, timeSteps: { minutes: 15 }, shouldDisableTime: record }));
    expect(calls).toContain('hours 09:10');
    expect(calls).toContain('minutes 12:45');
    expect(calls.filter((c) => c.startsWith('minutes')).every((c) => c.slice(8, 10) === '12')).toBe(true);
    expect(optionState(html, '30 minutes')).toBe('disabled');
    expect(optionState(html, '15 minutes')).toBe('enabled');
  });

  it("validation.md: the Digital Clock calls shouldDisableTime with 'hours' only, so a minutes rule leaves its options enabled while validation rejects the value", () => {
    const views = new Set<string>();
    const rule = (v: Dayjs, view: TimeView) => (views.add(view), view === 'minutes' && v.hour() === 12 && v.minute() >= 30);
    const html = render(el(DigitalClock, { value: at('12:00'), timeStep: 30, ampm: false, shouldDisableTime: rule }));
    expect([...views]).toEqual(['hours']);
    expect(optionState(html, '12:30')).toBe('enabled');
    expect(checkTime(at('12:30'), { shouldDisableTime: rule })).toBe('shouldDisableTime-minutes');
  });

  it('validation.md: the Multi Section Digital Clock and the Time Clock call shouldDisableTime for each of their views', () => {
    const seen = (element: ReactElement) => {
      const views = new Set<string>();
      render(createElement(element.type as ComponentType<any>, { ...(element.props as object), shouldDisableTime: (_v: Dayjs, view: TimeView) => (views.add(view), false) }));
      return [...views].sort();
    };
    expect(seen(el(MultiSectionDigitalClock, { value: at('12:10'), views: ['hours', 'minutes', 'seconds'], ampm: false }))).toEqual(['hours', 'minutes', 'seconds']);
    expect(seen(el(TimeClock, { value: at('12:10'), view: 'hours', ampm: false }))).toEqual(['hours']);
    expect(seen(el(TimeClock, { value: at('12:10'), view: 'minutes', ampm: false }))).toEqual(['minutes']);
  });

  it('validation.md: skipDisabled hides the disabled options of the time lists', () => {
    const options = (skipDisabled: boolean) => [...render(el(DigitalClock, { value: at('10:00'), timeStep: 60, ampm: false, minTime: at('09:00'), maxTime: at('18:00'), skipDisabled })).matchAll(/role="option"[^>]*>(\d\d:\d\d)</g)].map((m) => m[1]);
    expect(options(false)).toHaveLength(24);
    expect(options(true)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
  });
});

describe('validation.md: date and time validation', () => {
  // The Date Time Picker's defaults (internal hook): minDateTime/maxDateTime become the date and time limits.
  const defaults = (props: Parameters<typeof useApplyDefaultValuesToDateTimeValidationProps>[0]) => probe(() => useApplyDefaultValuesToDateTimeValidationProps(props));
  const dateTime = (value: Dayjs, props: Parameters<typeof useApplyDefaultValuesToDateTimeValidationProps>[0]) => checkDateTime(value, defaults(props));

  it('validation.md: the Date Time Pickers accept the date and the time props', () => {
    for (const name of ['minDate', 'maxDate', 'shouldDisableDate', 'shouldDisableMonth', 'shouldDisableYear', 'minTime', 'maxTime', 'shouldDisableTime', 'minutesStep', 'minDateTime', 'maxDateTime', 'disablePast', 'disableFuture'] as const) {
      expectTypeOf<DateTimePickerProps>().toHaveProperty(name);
    }
  });

  it('validation.md: minTime and maxTime apply to every day of a Date Time Picker', () => {
    const props = { minTime: dayjs('2025-03-03T20:00'), maxTime: dayjs('2025-03-03T23:00') };
    expect(dateTime(dayjs('2025-03-05T19:00'), props)).toBe('minTime');
    expect(dateTime(dayjs('2025-03-05T21:00'), props)).toBeNull();
  });

  it("validation.md: minDateTime sets the date limit and, on the limit day only, the time limit ('minDate' earlier, 'minTime' that day)", () => {
    const props = { minDateTime: dayjs('2025-03-03T08:30'), maxDateTime: dayjs('2025-03-07T20:00') };
    expect(dateTime(dayjs('2025-03-02T12:00'), props)).toBe('minDate');
    expect(dateTime(dayjs('2025-03-03T08:00'), props)).toBe('minTime');
    expect(dateTime(dayjs('2025-03-04T07:00'), props)).toBeNull();
    expect(dateTime(dayjs('2025-03-07T20:30'), props)).toBe('maxTime');
    expect(dateTime(dayjs('2025-03-08T10:00'), props)).toBe('maxDate');
  });

  it('validation.md: date rules are checked before time rules', () => {
    expect(checkDateTime(dayjs('2025-03-02T23:30'), { minDate: dayjs('2025-03-03'), maxTime: dayjs('2025-03-03T18:00') })).toBe('minDate');
  });

  it('validation.md: minDateTime replaces minTime, and with minDateTime/maxDateTime/disablePast/disableFuture a maxTime of 18:00 on 3 March refuses 12:00 on 5 March', () => {
    const replaced = defaults({ minTime: dayjs('2025-03-03T10:00'), minDateTime: dayjs('2025-03-03T08:30') });
    expect((replaced.minTime as Dayjs).format('YYYY-MM-DD HH:mm')).toBe('2025-03-03 08:30');
    const maxTime = dayjs('2025-03-03T18:00');
    const noon = dayjs('2025-03-05T12:00');
    expect(dateTime(noon, { maxTime })).toBeNull();
    for (const trigger of [{ minDateTime: dayjs('2025-03-01T00:00') }, { maxDateTime: dayjs('2025-03-31T00:00') }, { disablePast: true }, { disableFuture: true }]) {
      expect(defaults({ maxTime, ...trigger })).toMatchObject({ disableIgnoringDatePartForTimeValidation: true });
    }
    expect(dateTime(noon, { maxTime, minDateTime: dayjs('2025-03-01T00:00') })).toBe('maxTime');
    // The same through a rendered Date Time Field.
    expect(invalid(render(el(DateTimeField, { value: noon, maxTime })))).toBe(false);
    expect(invalid(render(el(DateTimeField, { value: noon, maxTime, minDateTime: dayjs('2025-03-01T00:00') })))).toBe(true);
  });

  it('validation.md: when several date rules fail, the first reported follows invalidDate, shouldDisableDate, shouldDisableMonth, shouldDisableYear, disableFuture, disablePast, minDate, maxDate', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-18T12:00:00-03:00'));
    const all = () => true;
    const future = dayjs('2030-05-12');
    expect(checkDate(dayjs(NaN), { shouldDisableDate: all })).toBe('invalidDate');
    expect(checkDate(future, { shouldDisableDate: all, shouldDisableMonth: all, shouldDisableYear: all, disableFuture: true, maxDate: dayjs('2026-01-01') })).toBe('shouldDisableDate');
    expect(checkDate(future, { shouldDisableMonth: all, shouldDisableYear: all, disableFuture: true, maxDate: dayjs('2026-01-01') })).toBe('shouldDisableMonth');
    expect(checkDate(future, { shouldDisableYear: all, disableFuture: true, maxDate: dayjs('2026-01-01') })).toBe('shouldDisableYear');
    expect(checkDate(future, { disableFuture: true, minDate: dayjs('2031-01-01'), maxDate: dayjs('2026-01-01') })).toBe('disableFuture');
    expect(checkDate(dayjs('2020-05-12'), { disablePast: true, minDate: dayjs('2021-01-01') })).toBe('disablePast');
    expect(checkDate(dayjs('2025-06-10'), { minDate: dayjs('2025-06-15'), maxDate: dayjs('2025-06-01') })).toBe('minDate');
    expect(checkDateTime(dayjs('2030-05-12T08:00'), { maxDate: dayjs('2026-01-01'), minTime: dayjs('2025-01-01T09:00') })).toBe('maxDate');
  });

  it('validation.md: onChange and onAccept carry the validation error of the new value in context.validationError', () => {
    expectTypeOf<PickerChangeHandlerContext<DateValidationError>>().toHaveProperty('validationError').toEqualTypeOf<DateValidationError>();
    const picker = pickerEdit({ value: dayjs('2025-03-14T10:00'), shouldDisableDate: (d: Dayjs) => d.day() === 0 || d.day() === 6 });
    picker.edit(dayjs('2025-03-15T10:00'));
    expect(picker.changes[0]!.error).toBe('shouldDisableDate');
    expect(picker.accepts[0]!.error).toBe('shouldDisableDate');
  });
});

describe('validation.md: range validation', () => {
  const range = (start: string, end: string) => validateDateRange({ adapter, value: [dayjs(start), dayjs(end)], timezone: 'default', props: rangeRules({ minDate: dayjs('2025-06-01'), maxDate: dayjs('2025-09-30') }) });

  it("validation.md: ends in the wrong order give ['invalidRange', 'invalidRange'], each end otherwise reports its own error", () => {
    expect(range('2025-07-14', '2025-07-10')).toEqual(['invalidRange', 'invalidRange']);
    expect(range('2025-06-14', '2025-07-10')).toEqual([null, null]);
    expect(range('2025-05-14', '2025-07-10')).toEqual(['minDate', null]);
    // An end error wins over the order.
    expect(range('2025-07-14', '2025-05-10')).toEqual([null, 'minDate']);
  });

  it('validation.md: @mui/x-date-pickers/validation and the Pro validation entry export the validators', () => {
    for (const fn of [validateDate, validateTime, validateDateTime, validateDateRange, validateTimeRange, validateDateTimeRange]) {
      expect(typeof fn).toBe('function');
      expect(fn.valueManager).toBeTypeOf('object');
    }
    expect(typeof useValidation).toBe('function');
    expect(validateTimeRange({ adapter, value: [dayjs('2025-06-01T12:00'), dayjs('2025-06-01T10:00')], timezone: 'default', props: { disablePast: false, disableFuture: false } })).toEqual(['invalidRange', 'invalidRange']);
  });
});

describe('validation.md: validating outside a component', () => {
  const rules = dateRules({ minDate: dayjs('2025-04-01'), maxDate: dayjs('2025-06-30'), shouldDisableDate: (d: Dayjs) => d.day() === 0 });

  it('validation.md: useValidation returns validationError, hasValidationError and getValidationErrorForNewValue', () => {
    const result = probe(() => useValidation({ value: dayjs('2025-04-20'), timezone: 'default', validator: validateDate, props: rules }));
    expect(result.validationError).toBe('shouldDisableDate');
    expect(result.hasValidationError).toBe(true);
    expect(result.getValidationErrorForNewValue(dayjs('2025-04-14'))).toBeNull();
    expect(result.getValidationErrorForNewValue(dayjs('2025-07-01'))).toBe('maxDate');
  });

  it('validation.md: useValidation must be called below a LocalizationProvider', () => {
    const Outside = () => {
      useValidation({ value: dayjs('2025-04-20'), timezone: 'default', validator: validateDate, props: rules });
      return null;
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToString(createElement(Outside))).toThrow(/Can not find the date and time pickers localization context/);
  });

  it('validation.md: validateDate requires minDate, maxDate, disablePast and disableFuture', () => {
    type Required = { [K in keyof ValidateDateProps as undefined extends ValidateDateProps[K] ? never : K]: true };
    expectTypeOf<keyof Required>().toEqualTypeOf<'minDate' | 'maxDate' | 'disablePast' | 'disableFuture'>();
  });

  it("validation.md: Day.js reads 2025-04-31 as 1 May, and a strictly parsed invalid date is reported as 'invalidDate' (UseValidationHook demo rows)", () => {
    expect(dayjs('2025-04-31').format('YYYY-MM-DD')).toBe('2025-05-01');
    const parse = (text: string) => (dayjs(text).format('YYYY-MM-DD') === text ? dayjs(text) : dayjs(NaN));
    const rows = ['2025-04-14', '2025-04-20', '2025-03-28', '2025-04-31', '2025-05-09'].map((text) => checkDate(parse(text), rules));
    expect(rows).toEqual([null, 'shouldDisableDate', 'minDate', 'invalidDate', null]);
  });
});
