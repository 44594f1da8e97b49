import { Box, Text } from '@chakra-ui/react';
import { CALENDAR_MESSAGES } from '../../domain/calendar/messages';
import { usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { HolidayMomentPresenter } from './HolidayMomentPresenter';

/**
 * 'この時点は祝日です：11月3日（火・祝）文化の日' beside the access views' moment when it falls on a public holiday;
 * nothing on any other day. A table that could not be loaded is said in a quiet line: the view itself still answers.
 */
export function HolidayMoment({ at }: { readonly at: number }) {
  const presenter = usePresenter(HolidayMomentPresenter, { at });
  const state = useObservable(presenter);
  if (state.status === 'failed')
    return (
      <Text fontSize="sm" color="gray.700" data-testid="access-moment-holiday">
        {state.message}
      </Text>
    );
  if (state.status !== 'ready' || state.label === null) return null;
  return (
    <Box
      px="3"
      py="1"
      bg="red.50"
      color="red.800"
      borderRadius="md"
      fontSize="sm"
      fontWeight="bold"
      data-testid="access-moment-holiday"
    >
      {CALENDAR_MESSAGES.momentOnHoliday(state.label)}
    </Box>
  );
}
