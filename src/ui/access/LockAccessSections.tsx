import { Box, Card, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { CredentialRow, GroupRow, GuestRow, KeypadRows } from '../../domain/access/lockAccess';
import { ACCESS_MESSAGES } from '../../domain/access/messages';
import type { CredentialState } from '../../domain/access/moment';
import { CellBadge, type CellBadgePalette } from '../shared/CellBadge';
import { ResponsiveTable, type Column } from '../shared/ResponsiveTable';
import { pathOf } from '../shell/routeTable';
import { Folded } from './Folded';

/** The parts of この扉を開けられる人: a key group with its guests, a keypad with its PINs and cards. */

const WORDS = ACCESS_MESSAGES.lockAccess;

/** A group with more guests starts folded: the organization-wide group of a large organization holds thousands. */
const GUESTS_UNFOLDED_UP_TO = 10;
/** A keypad's list with more PINs or cards starts folded (up to 1,000 cards a keypad); 30 is one page of its screen. */
const CREDENTIALS_UNFOLDED_UP_TO = 30;

const CREDENTIAL_PALETTES: Record<CredentialState, CellBadgePalette> = {
  opens: 'green',
  failed: 'orange',
  registering: 'blue',
  'being-deleted': 'gray',
  'not-yet': 'gray',
  expired: 'gray',
};

function Verdict({
  opens,
  label,
  palette,
}: {
  readonly opens: boolean;
  readonly label: string;
  readonly palette?: CellBadgePalette;
}) {
  return (
    <CellBadge palette={palette ?? (opens ? 'green' : 'gray')} opens={opens}>
      {label}
    </CellBadge>
  );
}

const GUEST_COLUMNS: ReadonlyArray<Column<GuestRow>> = [
  {
    key: 'name',
    header: '名前',
    place: 'title',
    cell: (guest) => (
      <ChakraLink asChild color="teal.700">
        <Link to={pathOf('guest-detail', { guest_id: guest.id })}>{guest.name}</Link>
      </ChakraLink>
    ),
  },
  {
    key: 'app',
    header: 'アプリ連携',
    cell: (guest) => (guest.isConnected ? '連携済み' : ACCESS_MESSAGES.notConnected),
  },
  {
    key: 'status',
    header: 'この時刻',
    cell: (guest) => <Verdict opens={guest.opens} label={guest.status} />,
  },
];

/** A key group of the lock: its conditions, whether it opens at the moment, and its guests. */
export function GroupCard({ group }: { readonly group: GroupRow }) {
  return (
    <Card.Root as="article" size="sm" aria-label={group.title} data-testid="access-group">
      <Card.Header>
        <Flex justify="space-between" gap="2" wrap="wrap" align="start">
          <Box minW="0">
            <Heading as="h3" size="sm" wordBreak="break-all">
              {group.whole ? (
                group.title
              ) : (
                <ChakraLink asChild color="teal.700">
                  <Link to={pathOf('groups-detail', { id: group.id })}>{group.title}</Link>
                </ChakraLink>
              )}
            </Heading>
            {group.whole && (
              <Text fontSize="xs" color="gray.700">
                {WORDS.wholeGroupNote}
              </Text>
            )}
            <Text fontSize="sm" data-testid="group-conditions">
              利用条件：{group.conditions.join(' / ')}
            </Text>
          </Box>
          <Verdict opens={group.opens} label={group.status} />
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          <Text fontSize="sm" data-testid="group-open-count">
            {WORDS.openCount(group.opensCount, group.guests.length)}
          </Text>
          {group.guests.length === 0 ? (
            <Text fontSize="sm" color="gray.700">
              {WORDS.noGuests}
            </Text>
          ) : (
            <Folded
              id={`group-${group.id}-guests`}
              count={group.guests.length}
              noun="利用者"
              unit="人"
              unfoldedUpTo={GUESTS_UNFOLDED_UP_TO}
            >
              {() => (
                <ResponsiveTable
                  label={`${group.title}の利用者`}
                  columns={GUEST_COLUMNS}
                  rows={group.guests}
                  rowKey={(guest) => guest.id}
                />
              )}
            </Folded>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

const credentialColumns = (withUser: boolean): ReadonlyArray<Column<CredentialRow>> => [
  { key: 'name', header: '名前', place: 'title', cell: (row) => row.name },
  ...(withUser ? [{ key: 'user', header: '利用者', cell: (row: CredentialRow) => row.user ?? '-' }] : []),
  { key: 'validity', header: '有効期間', cell: (row) => row.validity },
  {
    key: 'status',
    header: 'この時刻',
    cell: (row) => <Verdict opens={row.opens} label={row.status} palette={CREDENTIAL_PALETTES[row.state]} />,
  },
];
const PIN_COLUMNS = credentialColumns(false);
const CARD_COLUMNS = credentialColumns(true);

/** The two lists of a keypad: what each is called and shows. */
const CREDENTIAL_LISTS = {
  pins: { noun: WORDS.pins, unit: '件', columns: PIN_COLUMNS, none: WORDS.noPins },
  cards: { noun: WORDS.cards, unit: '枚', columns: CARD_COLUMNS, none: WORDS.noCards },
} as const;

/** One kind of credential on a keypad: how many open at the moment, then the list (folded when long). */
function CredentialList({
  keypad,
  title,
  kind,
}: {
  readonly keypad: KeypadRows;
  readonly title: string;
  readonly kind: keyof typeof CREDENTIAL_LISTS;
}) {
  const { noun, unit, columns, none } = CREDENTIAL_LISTS[kind];
  const rows = keypad[kind];
  return (
    <>
      <Heading as="h3" size="sm">
        {noun}（{rows.filter((row) => row.opens).length}
        {unit}が開けられます）
      </Heading>
      {rows.length === 0 ? (
        <Text fontSize="sm">{none}</Text>
      ) : (
        <Folded
          id={`keypad-${keypad.id}-${kind}`}
          count={rows.length}
          noun={noun}
          unit={unit}
          unfoldedUpTo={CREDENTIALS_UNFOLDED_UP_TO}
        >
          {() => <ResponsiveTable label={`${title}の${noun}`} columns={columns} rows={rows} rowKey={(row) => row.id} />}
        </Folded>
      )}
    </>
  );
}

/** A keypad of the lock: its PINs, then its cards. */
export function KeypadSection({ keypad }: { readonly keypad: KeypadRows }) {
  const title = WORDS.keypad(keypad.sideLabel);
  return (
    <Stack as="section" aria-label={title} gap="3" data-testid="access-keypad">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <CredentialList keypad={keypad} title={title} kind="pins" />
      <CredentialList keypad={keypad} title={title} kind="cards" />
    </Stack>
  );
}
