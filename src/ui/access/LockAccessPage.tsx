import { Badge, Box, Button, Card, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CredentialRow, GroupRow, GuestRow, KeypadRows } from '../../domain/access/lockAccess';
import { ACCESS_MESSAGES } from '../../domain/access/messages';
import type { CredentialState } from '../../domain/access/moment';
import { ResponsiveTable, type Column } from '../shared/ResponsiveTable';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { usePresenter } from '../shared/di';
import { pathOf, useRouteParams } from '../shell/routeTable';
import { useObservable } from '../shared/useObservable';
import { AccessFrame } from './AccessFrame';
import { ElsewhereNotice } from './ElsewhereNotice';
import { LockAccessPresenter } from './LockAccessPresenter';
import { readingOf } from './reading';

const WORDS = ACCESS_MESSAGES.lockAccess;

/** A group with more guests starts folded: the organization-wide group of a large organization holds thousands. */
const GUESTS_UNFOLDED_UP_TO = 10;
/** A keypad's list with more PINs or cards starts folded (up to 1,000 cards a keypad); 30 is one page of its screen. */
const CREDENTIALS_UNFOLDED_UP_TO = 30;

/**
 * A list drawn only once unfolded (thousands of rows are not drawn for nothing); the counts above it say what it
 * holds. What is folded is left off the printed page too: the CSV is the complete record.
 */
function Folded({
  id,
  count,
  noun,
  unit,
  unfoldedUpTo,
  children,
}: {
  readonly id: string;
  readonly count: number;
  readonly noun: string;
  readonly unit: string;
  readonly unfoldedUpTo: number;
  readonly children: () => ReactNode;
}) {
  const [unfolded, setUnfolded] = useState(count <= unfoldedUpTo);
  return (
    <Stack gap="2">
      {count > unfoldedUpTo && (
        <Box>
          <Button
            size="xs"
            variant="outline"
            aria-expanded={unfolded}
            aria-controls={id}
            onClick={() => setUnfolded((v) => !v)}
            _print={{ display: 'none' }}
          >
            {unfolded ? `${noun}を閉じる` : `${noun}を表示（${count}${unit}）`}
          </Button>
        </Box>
      )}
      <Box id={id}>{unfolded && children()}</Box>
    </Stack>
  );
}

const CREDENTIAL_PALETTES: Record<CredentialState, string> = {
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
  readonly palette?: string;
}) {
  return (
    <Badge colorPalette={palette ?? (opens ? 'green' : 'gray')} data-opens={opens}>
      {label}
    </Badge>
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

function GroupCard({ group }: { readonly group: GroupRow }) {
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

function KeypadSection({ keypad }: { readonly keypad: KeypadRows }) {
  const title = WORDS.keypad(keypad.sideLabel);
  return (
    <Stack as="section" aria-label={title} gap="3" data-testid="access-keypad">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <Heading as="h3" size="sm">
        {WORDS.pins}（{keypad.pins.filter((p) => p.opens).length}件が開けられます）
      </Heading>
      {keypad.pins.length === 0 ? (
        <Text fontSize="sm">{WORDS.noPins}</Text>
      ) : (
        <Folded
          id={`keypad-${keypad.id}-pins`}
          count={keypad.pins.length}
          noun={WORDS.pins}
          unit="件"
          unfoldedUpTo={CREDENTIALS_UNFOLDED_UP_TO}
        >
          {() => (
            <ResponsiveTable
              label={`${title}の${WORDS.pins}`}
              columns={PIN_COLUMNS}
              rows={keypad.pins}
              rowKey={(row) => row.id}
            />
          )}
        </Folded>
      )}
      <Heading as="h3" size="sm">
        {WORDS.cards}（{keypad.cards.filter((c) => c.opens).length}枚が開けられます）
      </Heading>
      {keypad.cards.length === 0 ? (
        <Text fontSize="sm">{WORDS.noCards}</Text>
      ) : (
        <Folded
          id={`keypad-${keypad.id}-cards`}
          count={keypad.cards.length}
          noun={WORDS.cards}
          unit="枚"
          unfoldedUpTo={CREDENTIALS_UNFOLDED_UP_TO}
        >
          {() => (
            <ResponsiveTable
              label={`${title}の${WORDS.cards}`}
              columns={CARD_COLUMNS}
              rows={keypad.cards}
              rowKey={(row) => row.id}
            />
          )}
        </Folded>
      )}
    </Stack>
  );
}

/** lock-access: この扉を開けられる人 — every group, PIN and card of one lock, and what opens it at a moment. */
export default function LockAccessPage() {
  const { id } = useRouteParams('lock-access');
  const presenter = usePresenter(LockAccessPresenter, { lockId: Number(id) });
  const state = useObservable(presenter);
  const effects = usePresenterEffects(presenter);

  const read = readingOf(state.reading)?.value ?? null;
  const lockName = read === null ? null : read.kind === 'own' ? read.value.lockName : read.recordName;
  const evaluated = state.evaluated;
  return (
    <>
      {effects}
      <AccessFrame
        title={WORDS.title}
        trail={[{ label: 'ロック一覧', to: pathOf('locks') }]}
        subject={lockName === null ? 'ロック' : `ロック：${lockName}`}
        organizationName={presenter.organizationName}
        state={state.reading}
        onReadAgain={() => presenter.readAgain()}
        moment={{
          value: state.moment,
          onChange: (moment) => presenter.chooseMoment(moment),
          onNow: () => presenter.backToNow(),
        }}
        {...(read?.kind === 'elsewhere' ? {} : { onDownloadCsv: () => presenter.downloadCsv() })}
        summary={evaluated?.headline}
      >
        {read?.kind === 'elsewhere' && (
          <ElsewhereNotice
            noun="ロック"
            recordName={read.recordName}
            owner={read.organization}
            current={presenter.pageOrganizationName}
            onSwitch={() => {
              // a full reload, as the header's switch: every part of the page then acts in the lock's organization
              if (presenter.switchToOwner()) window.location.reload();
            }}
          />
        )}
        {evaluated && (
          <Stack gap="6" minW="0">
            <Stack as="section" aria-label={WORDS.groups} gap="3">
              <Heading as="h2" size="md">
                {WORDS.groups}
              </Heading>
              {evaluated.groups.length === 0 ? (
                <Text fontSize="sm">{WORDS.noGroups}</Text>
              ) : (
                evaluated.groups.map((group) => <GroupCard key={group.id} group={group} />)
              )}
            </Stack>
            {evaluated.keypads.length === 0 ? (
              <Text fontSize="sm">{WORDS.noKeypads}</Text>
            ) : (
              evaluated.keypads.map((keypad) => <KeypadSection key={keypad.id} keypad={keypad} />)
            )}
          </Stack>
        )}
      </AccessFrame>
    </>
  );
}
