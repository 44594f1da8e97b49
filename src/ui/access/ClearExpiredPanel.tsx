import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { placesFreedLabel, placesLeftLabel } from '../../domain/pins/places';
import { BulkRunDialog } from '../shared/bulk/BulkRunDialog';
import { SelectionBar, TickBox } from '../shared/bulk/BulkTicks';
import { usePresenter } from '../shared/di';
import { BusySpinner, LoadFailed } from '../shared/States';
import { useObservable } from '../shared/useObservable';
import {
  CLEAR_WORDS,
  clearableKey,
  clearablesOf,
  ClearExpiredPresenter,
  pinPlacesFreedOn,
} from './ClearExpiredPresenter';

/**
 * アクセスの点検's 期限切れを削除 (loaded when the manager opens it): every keypad's expired or failed PINs and cards,
 * ticked and deleted together, with each keypad's PIN places now and if all of its rows go.
 */
export default function ClearExpiredPanel() {
  const presenter = usePresenter(ClearExpiredPresenter);
  const state = useObservable(presenter);
  const all = state.status === 'ready' ? state.keypads.flatMap(clearablesOf) : [];
  return (
    <Stack as="section" aria-labelledby="clear-expired" gap="3" data-testid="clear-expired">
      <Heading as="h2" size="md" id="clear-expired">
        {CLEAR_WORDS.heading}
      </Heading>
      {state.status === 'reading' && (
        <Flex gap="2" align="center" role="status" aria-live="polite" data-testid="clear-progress">
          <BusySpinner label="読み込み中" />
          <Text fontSize="sm" color="gray.700">
            読み込み中（{state.progress.done} / {state.progress.total}）
          </Text>
        </Flex>
      )}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={() => void presenter.read()} />}
      {state.status === 'ready' && all.length === 0 && <Text color="gray.700">{CLEAR_WORDS.none}</Text>}
      {state.status === 'ready' && all.length > 0 && (
        <>
          <SelectionBar selection={presenter.selection} rows={all} pageLabel="すべて選択">
            <Button size="xs" colorPalette="red" onClick={() => presenter.deleteTicked()}>
              {CLEAR_WORDS.action}
            </Button>
          </SelectionBar>
          {state.keypads.map((keypad) => (
            <Box key={keypad.keypad.keypad.id} borderWidth="1px" borderRadius="md" p="3" bg="white">
              <Heading as="h3" size="sm" overflowWrap="anywhere">
                {keypad.label}
              </Heading>
              <Text fontSize="sm" color="gray.700" data-testid="clear-places">
                PINの空き {placesLeftLabel(keypad.registeredPins, keypad.pinCap)}
                {keypad.pinPlacesIfCleared > 0 &&
                  `・すべて削除すると ${placesFreedLabel(keypad.registeredPins, keypad.pinCap, keypad.pinPlacesIfCleared)}`}
              </Text>
              <Box as="ul" listStyleType="none" m="0" p="0" mt="2">
                {clearablesOf(keypad).map((c) => {
                  const name = c.kind === 'pin' ? c.pin.name : c.card.name;
                  const noun = c.kind === 'pin' ? '暗証番号' : 'ICカード';
                  return (
                    <Flex as="li" key={clearableKey(c)} gap="2" align="center" py="1" data-testid="clear-row">
                      <TickBox
                        selection={presenter.selection}
                        item={c}
                        label={`${noun}「${name}」（${c.label}）を選択`}
                      />
                      <Badge colorPalette={c.kind === 'pin' ? 'teal' : 'purple'}>{noun}</Badge>
                      <Text overflowWrap="anywhere" minW="0">
                        {name}
                      </Text>
                    </Flex>
                  );
                })}
              </Box>
            </Box>
          ))}
        </>
      )}
      <BulkRunDialog run={presenter.bulk} extra={<PlacesFreed presenter={presenter} />} />
    </Stack>
  );
}

/** Per keypad whose PINs the run deleted: 'PINの空き 2 件 → 5 件'. */
function PlacesFreed({ presenter }: { presenter: ClearExpiredPresenter }) {
  const run = useObservable(presenter.bulk);
  if (run.status === 'closed' || run.status === 'asking') return null;
  const lines = presenter
    .keypadsBefore()
    .map((k) => ({ k, freed: pinPlacesFreedOn(k.keypad.keypad.id, run.items) }))
    .filter(({ freed }) => freed > 0);
  if (lines.length === 0) return null;
  return (
    <Stack gap="0" fontSize="sm" data-testid="clear-places-freed" aria-live="polite">
      {lines.map(({ k, freed }) => (
        <Text key={k.keypad.keypad.id}>
          {k.label}：{placesFreedLabel(k.registeredPins, k.pinCap, freed)}
        </Text>
      ))}
    </Stack>
  );
}
