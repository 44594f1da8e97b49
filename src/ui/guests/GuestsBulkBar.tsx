import { Button, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Guest } from '../../domain/guests/guest';
import { SelectionBar } from '../shared/bulk/BulkTicks';
import { useObservable } from '../shared/useObservable';
import { BusySpinner } from '../shared/States';
import { GUEST_BULK_WORDS, type GuestsBulk } from './guestsBulk';

/**
 * Above the guests on screen (the guests list, a group's members): the page's tick-all, how many are ticked on any
 * page, and what to do with them: a group to add them to or remove them from (read when the first is ticked), or the
 * connection request (`request`: where unconnected guests are listed).
 */
export function GuestsBulkBar({
  bulk,
  rows,
  groupChoice = true,
  request = true,
}: {
  bulk: GuestsBulk;
  rows: ReadonlyArray<Guest>;
  /** The group select and its two actions (a group's members page removes from its own group instead). */
  groupChoice?: boolean;
  request?: boolean;
}) {
  const groups = useObservable(bulk.groups);
  const [groupId, setGroupId] = useState('');
  const chosen = Number(groupId);
  return (
    <SelectionBar selection={bulk.selection} rows={rows} pageLabel="このページの利用者をすべて選択">
      {groupChoice && groups.status === 'loading' && <BusySpinner label="グループを読み込み中" />}
      {groupChoice && groups.status === 'failed' && (
        <Text fontSize="sm" color="red.700" role="alert">
          {groups.message}
        </Text>
      )}
      {groupChoice && groups.status === 'ready' && (
        <Flex gap="2" wrap="wrap" align="center">
          <NativeSelect.Root size="xs" width="auto" minW="10rem" maxW="100%">
            <NativeSelect.Field
              aria-label="対象のグループ"
              value={groupId}
              onChange={(e) => setGroupId(e.currentTarget.value)}
              data-testid="bulk-group"
            >
              <option value="">グループを選択</option>
              {groups.groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="xs" colorPalette="teal" disabled={groupId === ''} onClick={() => bulk.addTo(chosen)}>
            {GUEST_BULK_WORDS.add}
          </Button>
          <Button size="xs" variant="outline" disabled={groupId === ''} onClick={() => bulk.removeFrom(chosen)}>
            {GUEST_BULK_WORDS.remove}
          </Button>
        </Flex>
      )}
      {request && (
        <Button size="xs" variant="outline" colorPalette="teal" onClick={() => bulk.requestConnections()}>
          {GUEST_BULK_WORDS.request}
        </Button>
      )}
    </SelectionBar>
  );
}
