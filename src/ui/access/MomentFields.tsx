import { Box, Button, Flex } from '@chakra-ui/react';
import { memo, type RefObject } from 'react';
import { hourMinuteOf, isoDateOf, japanInstant, japanTimeOf } from '../../domain/shared/dates';
import { HolidayDateField } from '../calendar/HolidayDateField';
import { HolidayMoment } from '../calendar/HolidayMoment';
import { TimeField } from '../shared/TimeField';

/** The moment a view evaluates, changed by the manager with the console's date and time fields. */
export interface MomentControl {
  readonly value: Date;
  readonly onChange: (value: Date) => void;
  /** Back to now. */
  readonly onNow: () => void;
}

/**
 * The access views' moment fields (日付, 時刻, 現在に戻す), loaded by AccessFrame once the view has something read:
 * their date picker is the largest code of a view's first visit. Drawn again only when the moment changes (memo): a
 * reading's progress draws the frame once per call answered, and the date field's calendar is its costliest part.
 */
export default memo(function MomentFields({
  millis,
  control,
}: {
  readonly millis: number;
  readonly control: RefObject<MomentControl>;
}) {
  const moment = {
    value: new Date(millis),
    onChange: (d: Date) => control.current.onChange(d),
    onNow: () => control.current.onNow(),
  };
  const japan = japanTimeOf(moment.value.getTime());
  const date = isoDateOf(japan);
  const time = hourMinuteOf(japan);
  const change = (nextDate: string, nextTime: string) => {
    const millis = japanInstant(nextDate, nextTime);
    if (millis !== undefined) moment.onChange(new Date(millis));
  };
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" _print={{ display: 'none' }} data-testid="access-moment">
      <Box w={{ base: 'full', sm: '14rem' }}>
        <HolidayDateField label="日付" value={date} showNote={false} onChange={(next) => change(next, time)} />
      </Box>
      {/* to the minute: the moment is any time of day, not a 5-minute registration slot */}
      <TimeField label="時刻" value={time} minuteStep={1} onChange={(next) => change(date, next)} />
      <Button variant="outline" size="md" onClick={moment.onNow}>
        現在に戻す
      </Button>
      {/* the moment on a public holiday says so (its routes load the calendar feature: features/calendar.ts) */}
      <HolidayMoment at={millis} />
    </Flex>
  );
});
