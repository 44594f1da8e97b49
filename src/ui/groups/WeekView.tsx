import { Box, Flex, Grid, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import type { WeekHoliday } from '../../domain/calendar/groupHolidays';
import { CALENDAR_MESSAGES } from '../../domain/calendar/messages';
import type { GroupConditions } from '../../domain/groups/group';
import { describeWeekView, type HourCell, weekViewOf } from '../../domain/groups/weekView';

const CELL_COLOR: Readonly<Record<HourCell, string>> = { open: 'teal.500', partial: 'teal.200', closed: 'gray.200' };
const HOUR_MARKS = [0, 6, 12, 18];

/**
 * When the group may enter, as a 7 × 24 grid (Sunday first; a window past midnight spills
 * into the next day's row). The grid is a picture; its words are the list read to screen readers.
 * `holidays` (the 7 days from today: ui/groups/GroupHolidays) marks a weekday's row 祝 and says under the legend
 * whether the doors open on each of them.
 */
export function WeekView({
  conditions,
  caption = '利用できる曜日と時間帯',
  holidays = [],
  holidayLines = [],
}: {
  conditions: GroupConditions;
  caption?: string;
  holidays?: ReadonlyArray<WeekHoliday>;
  /** One line per holiday of `holidays` (weekHolidayLineOf). */
  holidayLines?: ReadonlyArray<string>;
}) {
  const descriptionId = useId();
  const view = weekViewOf(conditions);
  const holidayOn = (weekday: string) => holidays.find((h) => h.weekday === weekday);
  return (
    <Box as="figure" data-testid="week-view">
      <Text as="figcaption" fontWeight="bold" fontSize="sm" mb="2">
        {caption}
      </Text>
      <Box role="img" aria-label={caption} aria-describedby={descriptionId}>
        <Grid
          templateColumns={`${holidays.length > 0 ? '2.25rem' : '1.5rem'} repeat(24, minmax(0, 1fr))`}
          gap="1px"
          aria-hidden="true"
          maxW="xl"
        >
          <Box />
          {Array.from({ length: 24 }, (_, hour) => (
            <Text key={hour} fontSize="2xs" color="gray.600" lineHeight="1">
              {HOUR_MARKS.includes(hour) ? hour : ''}
            </Text>
          ))}
          {view.map((day) => (
            <Flex key={day.weekday} display="contents">
              <Text
                fontSize="xs"
                lineHeight="1.25rem"
                whiteSpace="nowrap"
                color={
                  day.weekday === 'sunday' || holidayOn(day.weekday)
                    ? 'red.600'
                    : day.weekday === 'saturday'
                      ? 'blue.600'
                      : 'gray.700'
                }
                {...(holidayOn(day.weekday) ? { 'data-holiday': holidayOn(day.weekday)?.label } : {})}
              >
                {day.label}
                {holidayOn(day.weekday) && (
                  <Box as="span" fontWeight="bold" ms="0.5">
                    {CALENDAR_MESSAGES.holidayMark}
                  </Box>
                )}
              </Text>
              {day.hours.map((cell, hour) => (
                <Box
                  key={hour}
                  h="5"
                  bg={CELL_COLOR[cell]}
                  borderRadius="1px"
                  data-cell={cell}
                  {...(holidayOn(day.weekday) ? { borderBottomWidth: '2px', borderBottomColor: 'red.500' } : {})}
                />
              ))}
            </Flex>
          ))}
        </Grid>
      </Box>
      <HStack gap="4" mt="2" fontSize="xs" color="gray.600" aria-hidden="true">
        <HStack gap="1">
          <Box w="3" h="3" bg={CELL_COLOR.open} />
          利用可
        </HStack>
        <HStack gap="1">
          <Box w="3" h="3" bg={CELL_COLOR.partial} />
          一部の時間
        </HStack>
        <HStack gap="1">
          <Box w="3" h="3" bg={CELL_COLOR.closed} borderWidth="1px" />
          利用不可
        </HStack>
      </HStack>
      {holidayLines.length > 0 && (
        <Box mt="2" fontSize="xs" data-testid="week-holidays">
          <Text fontWeight="bold" color="red.700">
            {CALENDAR_MESSAGES.weekHolidaysHeading}
          </Text>
          {holidayLines.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </Box>
      )}
      <VisuallyHidden>
        <ul id={descriptionId}>
          {describeWeekView(conditions).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </VisuallyHidden>
    </Box>
  );
}
