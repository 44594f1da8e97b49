import { DatePicker, Field, IconButton, Input, parseDate, Portal, type DateValue } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { CalendarIcon } from './icons';

interface DateFieldProps {
  readonly label: string;
  /** YYYY-MM-DD (Japan date) or '' for none. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Inclusive bounds, YYYY-MM-DD: dates outside cannot be picked. */
  readonly min?: string;
  readonly max?: string;
  readonly error?: string;
  readonly disabled?: boolean;
  /** Dates that cannot be picked inside the bounds (weekends, holidays, booked days), YYYY-MM-DD: shown disabled. */
  readonly isUnavailable?: (iso: string) => boolean;
}

const toValue = (iso: string): DateValue[] => (iso ? [parseDate(iso)] : []);

/** yyyy年MM月dd日, and also accepts typed YYYY-MM-DD or YYYY/MM/DD. */
const format = (date: DateValue): string =>
  `${date.year}年${String(date.month).padStart(2, '0')}月${String(date.day).padStart(2, '0')}日`;
const parse = (text: string): DateValue | undefined => {
  const m = /^(\d{4})[年/-](\d{1,2})[月/-](\d{1,2})日?$/.exec(text.trim());
  if (!m) return undefined;
  const d = DateTime.fromObject({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) });
  return d.isValid ? parseDate(d.toISODate() ?? '') : undefined;
};

/** The one date picker of the console: Japanese, week starting Sunday, day/month/year views. */
export function DateField({ label, value, onChange, min, max, error, disabled, isUnavailable }: DateFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} disabled={disabled}>
      <DatePicker.Root
        locale="ja-JP"
        startOfWeek={0}
        value={toValue(value)}
        onValueChange={(e) => onChange(e.value[0]?.toString() ?? '')}
        {...(min ? { min: parseDate(min) } : {})}
        {...(max ? { max: parseDate(max) } : {})}
        {...(isUnavailable ? { isDateUnavailable: (date: DateValue) => isUnavailable(date.toString()) } : {})}
        {...(!value && min ? { defaultFocusedValue: parseDate(min) } : {})}
        format={format}
        parse={parse}
        disabled={disabled}
      >
        <DatePicker.Label>{label}</DatePicker.Label>
        <DatePicker.Control>
          <DatePicker.Input asChild>
            <Input bg="white" placeholder="yyyy年mm月dd日" />
          </DatePicker.Input>
          <DatePicker.IndicatorGroup>
            <DatePicker.Trigger asChild>
              <IconButton variant="ghost" size="sm" aria-label={`${label}をカレンダーから選ぶ`}>
                <CalendarIcon aria-hidden />
              </IconButton>
            </DatePicker.Trigger>
          </DatePicker.IndicatorGroup>
        </DatePicker.Control>
        <Portal>
          <DatePicker.Positioner>
            <DatePicker.Content>
              <DatePicker.View view="day">
                <DatePicker.Header />
                <DatePicker.DayTable />
              </DatePicker.View>
              <DatePicker.View view="month">
                <DatePicker.Header />
                <DatePicker.MonthTable />
              </DatePicker.View>
              <DatePicker.View view="year">
                <DatePicker.Header />
                <DatePicker.YearTable />
              </DatePicker.View>
            </DatePicker.Content>
          </DatePicker.Positioner>
        </Portal>
      </DatePicker.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
