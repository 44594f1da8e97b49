import {
  Badge,
  Box,
  Button,
  Checkbox,
  Dialog,
  Flex,
  Link as ChakraLink,
  List,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useField } from 'react-final-form';
import { Link } from 'react-router-dom';
import { describeConditions } from '../../domain/groups/describeConditions';
import type { Group } from '../../domain/groups/group';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import { CONFLICT_MESSAGES } from '../../domain/shared/changes';
import { validateGuestName } from '../../domain/guests/validation';
import { formatJapaneseDateTime } from '../../domain/shared/dates';
import { usePresenter } from '../shared/di';
import { pathOf, useRouteParams } from '../shell/routeTable';
import { useObservable } from '../shared/useObservable';
import { TextField } from '../shared/FormField';
import { PageHeading } from '../shared/PageHeading';
import { GoneNotice } from '../shared/Conflicts';
import { LoadFailed, Loading } from '../shared/States';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { GuestDetailPresenter, type GuestEditForm } from './GuestDetailPresenter';
import { ConsoleForm } from '../shared/ConsoleForm';
import { submittingAction } from '../shared/submission';

function GroupChoices({ groups }: { groups: ReadonlyArray<Group> }) {
  const { input } = useField<ReadonlyArray<string>>('groupIds');
  const chosen = input.value ?? [];
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="medium" mb="2">
        鍵グループ
      </Text>
      <Stack gap="2">
        {groups.map((group) => {
          const value = String(group.id);
          return (
            <Checkbox.Root
              key={group.id}
              colorPalette="teal"
              checked={chosen.includes(value)}
              onCheckedChange={(e) =>
                input.onChange(e.checked === true ? [...chosen, value] : chosen.filter((v) => v !== value))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {group.name}{' '}
                <Text as="span" fontSize="xs" color="gray.600">
                  （{describeConditions(group).join(' / ')}）
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
          );
        })}
        {groups.length === 0 && (
          <Text fontSize="sm" color="gray.600">
            鍵グループがありません。
          </Text>
        )}
      </Stack>
    </Box>
  );
}

/** The ticked groups by name, for the notice of a draft the guest's groups moved under. */
const groupNamesOf = (groups: ReadonlyArray<Group>, ids: unknown): string => {
  const ticked = Array.isArray(ids) ? ids.map(String) : [];
  const names = groups.filter((g) => ticked.includes(String(g.id))).map((g) => g.name);
  return names.length === 0 ? CONFLICT_MESSAGES.none : names.join('、');
};

/** The modal of devices-access §8: a guest holding cards cannot be deleted until the cards are. */
function CardsFirstDialog({ cards, onClose }: { cards: ReadonlyArray<string> | null; onClose: () => void }) {
  return (
    <Dialog.Root
      open={cards !== null}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>利用者を削除できません</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{GUEST_MESSAGES.deleteHasCards}</Text>
              <List.Root mt="3" ps="5" data-testid="blocking-cards">
                {(cards ?? []).map((name) => (
                  <List.Item key={name}>{name}</List.Item>
                ))}
              </List.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="teal" onClick={onClose}>
                OK
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** /guests/:guest_id */
export default function GuestDetailPage() {
  const { guest_id: guestId } = useRouteParams('guest-detail');
  const presenter = usePresenter(GuestDetailPresenter, { guestId: Number(guestId) });
  const state = useObservable(presenter);
  const submission = useObservable(presenter.submission);
  const effects = usePresenterEffects(presenter);

  if (state.status === 'loading')
    return (
      <>
        <PageHeading title="利用者の編集" trail={[{ label: '利用者', to: pathOf('guests') }]} />
        <Loading />
      </>
    );
  if (state.status === 'gone')
    return (
      <>
        <PageHeading title="利用者の編集" trail={[{ label: '利用者', to: pathOf('guests') }]} />
        <GoneNotice message={state.message} listLabel="利用者一覧" to={pathOf('guests')} />
      </>
    );
  if (state.status === 'failed')
    return (
      <>
        <PageHeading title="利用者の編集" trail={[{ label: '利用者', to: pathOf('guests') }]} />
        <LoadFailed message={state.message} onRetry={() => void presenter.open({ guestId: Number(guestId) })} />
      </>
    );
  const { guest, groups, groupIds } = state.detail;
  return (
    <>
      <PageHeading title={guest.name} trail={[{ label: '利用者', to: pathOf('guests') }]} />
      <Stack gap="1" mb="5" fontSize="sm">
        <Text>メールアドレス: {guest.email}</Text>
        <Flex gap="2" align="center">
          <Badge colorPalette={guest.isConnected ? 'green' : 'gray'}>
            {guest.isConnected ? 'アプリ連携済み' : '未連携'}
          </Badge>
          {!guest.isConnected && (
            <Text color="gray.600">
              連携依頼: {guest.connectionRequestDate ? formatJapaneseDateTime(guest.connectionRequestDate) : '未送信'}
            </Text>
          )}
        </Flex>
        <ChakraLink asChild color="teal.700" alignSelf="flex-start">
          <Link to={pathOf('guest-access', { guest_id: guest.id })}>この人が開けられる扉</Link>
        </ChakraLink>
      </Stack>
      <ConsoleForm<GuestEditForm>
        draft={{
          id: 'guest-edit',
          describe: {
            name: { label: '名前' },
            groupIds: { label: '鍵グループ', text: (ids) => groupNamesOf(groups, ids) },
          },
        }}
        saves={{ submission: presenter.submission, action: 'saving' }}
        initialValues={{ name: guest.name, groupIds: groupIds.map(String) }}
        onSubmit={(values) => presenter.save(values)}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="利用者の編集">
            <Stack gap="5" maxW="lg">
              <TextField name="name" label="名前" required validate={validateGuestName} helper="20文字以内" />
              <GroupChoices groups={groups} />
              <Flex gap="3" justify="space-between" wrap="wrap">
                <Button
                  type="submit"
                  colorPalette="teal"
                  loading={submittingAction(submission) === 'saving'}
                  loadingText="保存中"
                >
                  保存する
                </Button>
                <Button
                  variant="outline"
                  colorPalette="red"
                  onClick={() => void presenter.askToRemove()}
                  disabled={submission.status === 'submitting'}
                >
                  この利用者を削除
                </Button>
              </Flex>
            </Stack>
          </form>
        )}
      />
      {effects}
      <CardsFirstDialog cards={state.blockingCards} onClose={() => presenter.closeCardsNotice()} />
    </>
  );
}
