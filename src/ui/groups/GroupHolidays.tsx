import { Box, Stack, Text } from '@chakra-ui/react';
import type { GroupConditions } from '../../domain/groups/group';
import { groupHolidaysIn } from '../calendar/groupHolidaysView';
import { HolidaysPresenter } from '../calendar/HolidaysPresenter';
import { usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { WeekView } from './WeekView';

/**
 * The group's week with Japan's public holidays (its route loads the calendar feature: features/calendar.ts): the
 * week view marks the holidays of the next 7 days, and under it the page says on which holidays of the next 90 days
 * conditions meant for working days still open the doors, what the conditions cannot do and how the period covers a
 * holiday. While the table loads (a chunk of its own) the week is drawn as before.
 */
export function GroupHolidays({ conditions }: { readonly conditions: GroupConditions }) {
  const presenter = usePresenter(HolidaysPresenter);
  const state = useObservable(presenter);
  const view = groupHolidaysIn(state, conditions);
  return (
    <Stack gap="3">
      <WeekView conditions={conditions} holidays={view?.week ?? []} holidayLines={view?.weekLines ?? []} />
      {state.status === 'failed' && (
        <Text fontSize="sm" color="gray.700" data-testid="group-holidays">
          {state.message}
        </Text>
      )}
      {view && view.notice.length > 0 && (
        <Box
          p="3"
          borderWidth="1px"
          borderColor={view.openings.length > 0 ? 'orange.300' : 'gray.200'}
          bg={view.openings.length > 0 ? 'orange.50' : 'gray.50'}
          borderRadius="md"
          fontSize="sm"
          data-testid="group-holidays"
        >
          <Text fontWeight="bold">{view.notice[0]}</Text>
          {view.openings.length > 0 && (
            <Box as="ul" ps="5" my="1" listStyleType="disc">
              {view.openings.map((opening) => (
                <li key={opening.date}>
                  {opening.label} {opening.hours}
                </li>
              ))}
            </Box>
          )}
          {view.notice.slice(1).map((line) => (
            <Text key={line} mt="1">
              {line}
            </Text>
          ))}
          <Text mt="1" fontSize="xs" color="gray.700">
            {view.coverage}
          </Text>
        </Box>
      )}
    </Stack>
  );
}
