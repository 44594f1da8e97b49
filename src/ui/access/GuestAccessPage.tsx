import { Badge, Box, Button, Flex, Heading, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { CardRow, DoorRow, GroupRow } from '../../domain/access/guestAccess';
import { ACCESS_MESSAGES } from '../../domain/access/messages';
import { usePresenter } from '../shared/di';
import { pathOf, useRouteParams } from '../shell/routeTable';
import { useDeferredParts } from '../shared/useObservable';
import { CellBadge } from '../shared/CellBadge';
import { ResponsiveTable, type Column } from '../shared/ResponsiveTable';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { HolidayGroups } from '../calendar/HolidayGroups';
import { AccessFrame } from './AccessFrame';
import { untilWords } from './accessWords';
import { ElsewhereNotice } from './ElsewhereNotice';
import { readingOf } from './reading';
import { GuestAccessPresenter } from './GuestAccessPresenter';

const TITLE = ACCESS_MESSAGES.guest.title;

function Verdict({ opens, words }: { readonly opens: boolean; readonly words: string }) {
  // the subtle variant, as the lock view's: white on a solid green badge is below 4.5:1 (axe color-contrast)
  return <CellBadge palette={opens ? 'green' : 'gray'}>{words}</CellBadge>;
}

/**
 * The doors' columns, the same array from render to render: a new one drew every row again (ResponsiveTable), 200 on
 * the large organization.
 */
const DOOR_COLUMNS: ReadonlyArray<Column<DoorRow>> = [
  { key: 'door', header: '扉', place: 'title', cell: (row) => row.door.lockName },
  {
    key: 'verdict',
    header: '判定',
    nowrap: true,
    cell: (row) =>
      !row.opens && row.uncertain.length > 0 ? (
        <CellBadge palette="orange">{ACCESS_MESSAGES.guest.namesakeOnly}</CellBadge>
      ) : (
        <Verdict opens={row.opens} words={row.opens ? ACCESS_MESSAGES.opens : '開けられない'} />
      ),
  },
  { key: 'until', header: 'いつまで', nowrap: true, cell: (row) => (row.opens ? untilWords(row.until) : '-') },
  {
    key: 'by',
    header: '手段',
    // what opens it, then any 同名のカード; for a door it does not open, what reaches it and why not
    cell: (row) => [...(row.opens ? row.openers : row.closed), ...row.uncertain].join('、') || '-',
  },
];

function Doors({ doors }: { readonly doors: ReadonlyArray<DoorRow> }) {
  if (doors.length === 0) return <Text>{ACCESS_MESSAGES.guest.noDoors}</Text>;
  return (
    <ResponsiveTable
      label="扉"
      testId="guest-doors"
      rows={doors}
      rowKey={(row) => row.door.lockId}
      columns={DOOR_COLUMNS}
    />
  );
}

function Groups({
  groups,
  onRemove,
}: {
  readonly groups: ReadonlyArray<GroupRow>;
  readonly onRemove: (group: GroupRow) => void;
}) {
  if (groups.length === 0) return <Text>{ACCESS_MESSAGES.guest.noGroups}</Text>;
  return (
    <Stack gap="3" data-testid="guest-groups">
      {groups.map((group) => (
        <Box key={group.groupId} borderWidth="1px" borderRadius="md" p="3" data-testid="guest-group">
          <Flex gap="2" align="center" wrap="wrap" justify="space-between">
            <Flex gap="2" align="center" wrap="wrap">
              {group.whole ? (
                // hidden from the group list, as on the per-lock view: no page to link to
                <Text fontWeight="bold">{group.name}</Text>
              ) : (
                <ChakraLink asChild color="teal.700" fontWeight="bold">
                  <Link to={pathOf('groups-detail', { id: group.groupId })}>{group.name}</Link>
                </ChakraLink>
              )}
              <Verdict opens={group.opens} words={group.verdict} />
            </Flex>
            {/* the organization-wide group holds everyone of the organization: no one is taken out of it here */}
            {!group.whole && (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                onClick={() => onRemove(group)}
                _print={{ display: 'none' }}
              >
                グループから外す
              </Button>
            )}
          </Flex>
          {group.whole && (
            <Text fontSize="xs" color="gray.700">
              {ACCESS_MESSAGES.lockAccess.wholeGroupNote}
            </Text>
          )}
          <Text fontSize="sm" mt="1">
            条件：{group.conditions}
          </Text>
          <Text fontSize="sm">いつまで：{untilWords(group.until)}</Text>
          {group.locks.length === 0 ? (
            <Text fontSize="sm" color="gray.700">
              {ACCESS_MESSAGES.guest.noLocks}
            </Text>
          ) : (
            <Text fontSize="sm">扉：{group.locks.map((lock) => lock.lockName).join('、')}</Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}

function Cards({
  cards,
  onUnassign,
}: {
  readonly cards: ReadonlyArray<CardRow>;
  readonly onUnassign: (card: CardRow, placement: CardRow['placements'][number]) => void;
}) {
  if (cards.length === 0) return <Text>{ACCESS_MESSAGES.guest.noCards}</Text>;
  return (
    <Stack gap="3" data-testid="guest-cards">
      {cards.map((card) => (
        <Box key={card.cardId} borderWidth="1px" borderRadius="md" p="3" data-testid="guest-card">
          <Text fontWeight="bold">
            {card.name}（ID{card.cardId}）
          </Text>
          {card.placements.length === 0 ? (
            <Text fontSize="sm" color="gray.700">
              {ACCESS_MESSAGES.guest.notOnKeypad}
            </Text>
          ) : (
            <List.Root gap="2" mt="2" listStyle="none">
              {card.placements.map((placement) => (
                <List.Item key={placement.keypadCardId}>
                  <Flex gap="2" align="center" wrap="wrap" justify="space-between">
                    <Flex gap="2" align="center" wrap="wrap" fontSize="sm">
                      <Text>
                        {placement.door.lockName}（{placement.sideLabel}）
                      </Text>
                      <Verdict opens={placement.opens} words={placement.verdict} />
                      <Text>いつまで：{untilWords(placement.until)}</Text>
                      {placement.uncertain ? (
                        <Badge colorPalette="orange" data-testid="namesake-card">
                          {ACCESS_MESSAGES.guest.namesakeCard}
                        </Badge>
                      ) : (
                        <Text color="gray.700">（{ACCESS_MESSAGES.guest.matchedByNames}）</Text>
                      )}
                    </Flex>
                    {placement.uncertain && (
                      <Text fontSize="xs" color="gray.700" flexBasis="full">
                        {ACCESS_MESSAGES.guest.namesakeNote}
                      </Text>
                    )}
                    {placement.removable && (
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => onUnassign(card, placement)}
                        _print={{ display: 'none' }}
                        aria-label={`${placement.door.lockName}（${placement.sideLabel}）のキーパッドからカード「${card.name}」を削除`}
                      >
                        キーパッドから削除
                      </Button>
                    )}
                  </Flex>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** /guests/:guest_id/access */
export default function GuestAccessPage() {
  const { guest_id: guestId } = useRouteParams('guest-access');
  const presenter = usePresenter(GuestAccessPresenter, { guestId: Number(guestId) });
  const state = useDeferredParts(presenter, ['reading', 'access', 'summary', 'organizationName']);
  const effects = usePresenterEffects(presenter);
  const { access } = state;
  const read = readingOf(state.reading)?.value ?? null;
  const guestName = access?.guest.name ?? (read?.kind === 'elsewhere' ? read.recordName : '');
  return (
    <>
      <AccessFrame
        title={TITLE}
        trail={[
          { label: '利用者', to: pathOf('guests') },
          ...(access ? [{ label: guestName, to: pathOf('guest-detail', { guest_id: state.guestId }) }] : []),
        ]}
        // the name is known once read
        subject={guestName === '' ? '利用者' : `利用者：${guestName}`}
        organizationName={state.organizationName}
        state={state.reading}
        reader={presenter}
        onReadAgain={() => void presenter.readAgain()}
        moment={{
          value: state.moment,
          onChange: (moment) => presenter.changeMoment(moment),
          onNow: () => presenter.backToNow(),
        }}
        {...(read?.kind === 'elsewhere' ? {} : { onDownloadCsv: () => presenter.downloadCsv() })}
        summary={state.summary}
      >
        {read?.kind === 'elsewhere' && (
          <ElsewhereNotice
            noun="利用者"
            recordName={read.recordName}
            owner={read.organization}
            current={presenter.pageOrganizationName}
            onSwitch={() => {
              // a full reload, as the header's switch: every part of the page then acts in the guest's organization
              if (presenter.switchToOwner()) window.location.reload();
            }}
          />
        )}
        {access && (
          <Stack gap="6">
            {!access.guest.isConnected && (
              <Box p="3" bg="orange.50" borderRadius="md" data-testid="guest-not-connected">
                <Badge colorPalette="orange" me="2">
                  {ACCESS_MESSAGES.notConnected}
                </Badge>
                <Text as="span">{ACCESS_MESSAGES.guest.notConnectedNote}</Text>
              </Box>
            )}
            <Stack as="section" gap="2" aria-labelledby="guest-access-doors">
              <Heading as="h2" size="md" id="guest-access-doors">
                扉
              </Heading>
              <Doors doors={access.doors} />
            </Stack>
            <Stack as="section" gap="2" aria-labelledby="guest-access-groups">
              <Heading as="h2" size="md" id="guest-access-groups">
                鍵グループ
              </Heading>
              <Groups groups={access.groups} onRemove={(group) => void presenter.removeFromGroup(group)} />
              {read?.kind === 'own' && (
                <HolidayGroups
                  groups={read.value.groups.map(({ group }) => ({
                    id: group.id,
                    name: access.groups.find((row) => row.groupId === group.id)?.name ?? group.name,
                    conditions: group.conditions,
                  }))}
                />
              )}
            </Stack>
            <Stack as="section" gap="2" aria-labelledby="guest-access-cards">
              <Heading as="h2" size="md" id="guest-access-cards">
                ICカード
              </Heading>
              <Cards
                cards={access.cards}
                onUnassign={(card, placement) => void presenter.unassignCard(card, placement)}
              />
            </Stack>
            {/* 退職処理: its own route, loaded only when followed (ui/departures) */}
            <Stack as="section" gap="2" aria-labelledby="guest-access-departure" _print={{ display: 'none' }}>
              <Heading as="h2" size="md" id="guest-access-departure">
                {ACCESS_MESSAGES.guest.departure}
              </Heading>
              <Button asChild variant="outline" colorPalette="red" alignSelf="flex-start">
                <Link to={pathOf('guest-departure', { guest_id: state.guestId })}>
                  {ACCESS_MESSAGES.guest.departureAction}
                </Link>
              </Button>
            </Stack>
          </Stack>
        )}
      </AccessFrame>
      {effects}
    </>
  );
}
