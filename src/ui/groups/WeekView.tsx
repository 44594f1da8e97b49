import { Box, Flex, Grid, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import type { GroupConditions } from '../../domain/groups/group';
import { describeWeekView, type HourCell, weekViewOf } from '../../domain/groups/weekView';

const CELL_COLOR: Readonly<Record<HourCell, string>> = { open: 'teal.500', partial: 'teal.200', closed: 'gray.200' };
const HOUR_MARKS = [0, 6, 12, 18];

/**
 * When the group may enter, as a 7 × 24 grid (Sunday first; a window past midnight spills
 * into the next day's row). The grid is a picture; its words are the list read to screen readers.
 */
export function WeekView({
  conditions,
  caption = '利用できる曜日と時間帯',
}: {
  conditions: GroupConditions;
  caption?: string;
}) {
  const descriptionId = useId();
  const view = weekViewOf(conditions);
  return (
    <Box as="figure" data-testid="week-view">
      <Text as="figcaption" fontWeight="bold" fontSize="sm" mb="2">
        {caption}
      </Text>
      <Box role="img" aria-label={caption} aria-describedby={descriptionId}>
        <Grid templateColumns="1.5rem repeat(24, minmax(0, 1fr))" gap="1px" aria-hidden="true" maxW="xl">
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
                color={day.weekday === 'sunday' ? 'red.600' : day.weekday === 'saturday' ? 'blue.600' : 'gray.700'}
              >
                {day.label}
              </Text>
              {day.hours.map((cell, hour) => (
                <Box key={hour} h="5" bg={CELL_COLOR[cell]} borderRadius="1px" data-cell={cell} />
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
