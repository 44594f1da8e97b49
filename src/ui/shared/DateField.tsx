import { Box, DatePicker, Field, IconButton, Input, parseDate, Portal, type DateValue } from '@chakra-ui/react';
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
  /** A day's own words in the calendar (a public holiday's name: ui/calendar/HolidayDateField), null for none. */
  readonly dayLabel?: (iso: string) => string | null;
  /** A line under the field about the chosen day (its holiday), shown when there is no error. */
  readonly note?: string | null;
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

/**
 * The month's days, as Chakra's DayTable draws them, with a day's own words: a holiday is red with a dot under its
 * number, and its name is the cell's accessible name and tooltip.
 */
function LabelledDayTable({ dayLabel }: { readonly dayLabel: (iso: string) => string | null }) {
  return (
    <DatePicker.Context>
      {(picker) => (
        <DatePicker.Table>
          <DatePicker.TableHead>
            <DatePicker.TableRow>
              {picker.weekDays.map((weekDay, column) => (
                <DatePicker.TableHeader key={column}>{weekDay.narrow}</DatePicker.TableHeader>
              ))}
            </DatePicker.TableRow>
          </DatePicker.TableHead>
          <DatePicker.TableBody>
            {picker.weeks.map((week, row) => (
              <DatePicker.TableRow key={row}>
                {week.map((day, column) => {
                  const words = dayLabel(day.toString());
                  return (
                    <DatePicker.TableCell key={column} value={day}>
                      {words === null ? (
                        <DatePicker.TableCellTrigger>{day.day}</DatePicker.TableCellTrigger>
                      ) : (
                        <DatePicker.TableCellTrigger
                          aria-label={words}
                          title={words}
                          color="red.700"
                          fontWeight="bold"
                          position="relative"
                          data-holiday={words}
                        >
                          {day.day}
                          <Box
                            as="span"
                            aria-hidden="true"
                            position="absolute"
                            bottom="1"
                            w="1"
                            h="1"
                            borderRadius="full"
                            bg="red.600"
                          />
                        </DatePicker.TableCellTrigger>
                      )}
                    </DatePicker.TableCell>
                  );
                })}
              </DatePicker.TableRow>
            ))}
          </DatePicker.TableBody>
        </DatePicker.Table>
      )}
    </DatePicker.Context>
  );
}

/** The one date picker of the console: Japanese, week starting Sunday, day/month/year views. */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  error,
  disabled,
  isUnavailable,
  dayLabel,
  note,
}: DateFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} disabled={disabled}>
      <DatePicker.Root
        // the calendar (a month's 42 days, the months, the years) is drawn when opened, not with the field: hidden, it
        // was drawn with every date field (an access view's moment, a log's day), its day cells' formatters among the
        // costliest calls of an access view's first render at a phone's CPU (docs/PERFORMANCE.md)
        lazyMount
        unmountOnExit
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
                {dayLabel ? <LabelledDayTable dayLabel={dayLabel} /> : <DatePicker.DayTable />}
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
      {error === undefined && note ? <Field.HelperText data-testid="date-note">{note}</Field.HelperText> : null}
    </Field.Root>
  );
}
