import { Box, Button, Checkbox, Flex, Stack, Text } from '@chakra-ui/react';
import { WEEKDAY_LABELS, WEEKDAYS } from '../../domain/groups/group';
import { AFTER_HOURS_MESSAGES } from '../../domain/afterHours/messages';
import { TimeField } from '../shared/TimeField';
import type { AfterHoursPresenter, AfterHoursState } from './AfterHoursPresenter';
import { AFTER_HOURS_WORDS } from './afterHoursWords';

/**
 * The business hours the report judges against: one line, and the form per weekday behind 営業時間を変更. Kept in
 * this browser per organization (said on screen). The times are the console's time field (5-minute steps, 00:00 to
 * 23:55): a day open until midnight ends at 23:55 here, the domain's 24:00 stays for hours kept by another form.
 */
export function BusinessHoursPanel({
  state,
  presenter,
}: {
  readonly state: AfterHoursState;
  readonly presenter: AfterHoursPresenter;
}) {
  const draft = state.hoursDraft;
  return (
    <Stack
      as="section"
      aria-labelledby="after-hours-hours"
      gap="2"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      _print={{ display: 'none' }}
      data-testid="business-hours"
    >
      <Flex align="center" justify="space-between" gap="2" wrap="wrap">
        <Text as="h2" id="after-hours-hours" fontWeight="bold">
          {AFTER_HOURS_WORDS.hoursTitle}
        </Text>
        {draft === null && (
          <Button size="sm" variant="outline" onClick={() => presenter.editHours()}>
            {AFTER_HOURS_WORDS.editHours}
          </Button>
        )}
      </Flex>
      <Text data-testid="business-hours-line">{state.hours.description}</Text>
      <Text fontSize="sm" color="gray.700">
        {AFTER_HOURS_MESSAGES.storedHere}
        {AFTER_HOURS_WORDS.holidaysClosed}
      </Text>
      {draft !== null && (
        <Box
          as="form"
          onSubmit={(e: React.FormEvent) => {
            e.preventDefault();
            void presenter.saveHours();
          }}
          aria-label={AFTER_HOURS_WORDS.hoursTitle}
        >
          <Stack gap="3" mt="2">
            {WEEKDAYS.map((day) => {
              const d = draft[day];
              const error = state.hoursErrors[day];
              return (
                <Flex key={day} gap="3" align="flex-end" wrap="wrap" data-testid={`hours-${day}`}>
                  <Checkbox.Root
                    checked={d.open}
                    onCheckedChange={(e) => presenter.changeDay(day, { open: e.checked === true })}
                    colorPalette="teal"
                    minW="6rem"
                    pb="2"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      {WEEKDAY_LABELS[day]}曜日 {AFTER_HOURS_WORDS.open}
                    </Checkbox.Label>
                  </Checkbox.Root>
                  {d.open ? (
                    <>
                      <TimeField
                        label={`${WEEKDAY_LABELS[day]}曜日の${AFTER_HOURS_WORDS.from}`}
                        value={d.from}
                        onChange={(from) => presenter.changeDay(day, { from })}
                        {...(error ? { error } : {})}
                      />
                      <TimeField
                        label={`${WEEKDAY_LABELS[day]}曜日の${AFTER_HOURS_WORDS.to}`}
                        value={d.to}
                        onChange={(to) => presenter.changeDay(day, { to })}
                      />
                    </>
                  ) : (
                    <Text pb="2" color="gray.700">
                      {AFTER_HOURS_MESSAGES.closed}
                    </Text>
                  )}
                </Flex>
              );
            })}
            <Flex gap="2">
              <Button type="submit" size="sm" colorPalette="teal">
                {AFTER_HOURS_WORDS.saveHours}
              </Button>
              <Button size="sm" variant="outline" onClick={() => presenter.cancelHours()}>
                {AFTER_HOURS_WORDS.cancelHours}
              </Button>
            </Flex>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
