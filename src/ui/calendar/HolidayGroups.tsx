import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { HolidayGroupsPresenter, type HolidayGroup } from './HolidayGroupsPresenter';

/**
 * The key groups of an access view that still open doors on public holidays of the next 90 days, each with the
 * holidays and hours, then what the conditions cannot do and how the group's period covers a holiday. Nothing when
 * no group does (or until the table is there).
 */
export function HolidayGroups({ groups }: { readonly groups: ReadonlyArray<HolidayGroup> }) {
  const presenter = usePresenter(HolidayGroupsPresenter, groups);
  const state = useObservable(presenter);
  const headingId = useId();
  if (state.status === 'failed')
    return (
      <Text fontSize="sm" color="gray.700" data-testid="access-holiday-groups">
        {state.message}
      </Text>
    );
  if (state.status !== 'ready' || state.groups.length === 0) return null;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="orange.300"
      bg="orange.50"
      borderRadius="md"
      p="3"
      minW="0"
      data-testid="access-holiday-groups"
    >
      <Heading as="h3" size="sm" id={headingId} mb="2">
        {state.heading}
      </Heading>
      <Stack gap="2">
        {state.groups.map((group) => (
          <Box key={group.groupId} data-testid="access-holiday-group">
            <Text fontWeight="bold" fontSize="sm">
              {group.name}
            </Text>
            <List.Root ps="5" fontSize="sm">
              {group.openings.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List.Root>
          </Box>
        ))}
        {state.advice.map((line) => (
          <Text key={line} fontSize="sm">
            {line}
          </Text>
        ))}
        <Text fontSize="xs" color="gray.700">
          {state.coverage}
        </Text>
      </Stack>
    </Box>
  );
}
