import { Alert, Button, Dialog, Field as ChakraField, Flex, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Field, useForm, useFormState } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { CARDS_PER_ACTION_MAX, type CardMaster } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { usePresenter } from '../shared/di';
import { pathOf } from '../shell/routeTable';
import { useObservable } from '../shared/useObservable';
import { errorOf } from '../shared/FormField';
import { PageHeading } from '../shared/PageHeading';
import { LoadFailed, Loading } from '../shared/States';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { ExpiryFields } from '../keypads/ExpiryFields';
import { nestedErrors } from '../keypads/formErrors';
import { HubNotSetNotice } from '../keypads/HubNotSetNotice';
import { useKeypadParams } from '../keypads/keypadRoute';
import { NewCardsPresenter, type NewCardsValues } from './NewCardsPresenter';
import { ConsoleForm } from '../shared/ConsoleForm';

function Notice({
  title,
  message,
  onOk,
  busy = false,
}: {
  readonly title: string;
  readonly message: string;
  readonly onOk?: () => void;
  readonly busy?: boolean;
}) {
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => {
        if (!e.open && onOk) onOk();
      }}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              {onOk ? (
                <Button colorPalette="teal" onClick={onOk}>
                  OK
                </Button>
              ) : (
                <Button loading loadingText="登録中" disabled>
                  OK
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const cardLabel = (card: CardMaster): string => `${card.name}（${card.guestName ?? CARD_MESSAGES.notSet}）`;

function Entries({
  cards,
  presenter,
}: {
  readonly cards: ReadonlyArray<CardMaster>;
  readonly presenter: NewCardsPresenter;
}) {
  const form = useForm<NewCardsValues>();
  const { values } = useFormState<NewCardsValues>({ subscription: { values: true } });
  const entries = values.entries ?? [];
  return (
    <Stack gap="4">
      {entries.map((_, i) => (
        <Stack key={i} gap="3" borderWidth="1px" borderRadius="md" p="3" data-testid="card-entry">
          <Flex justify="space-between" align="center" gap="2">
            <Text fontWeight="bold">{i + 1}枚目</Text>
            {entries.length > 1 && (
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                onClick={() =>
                  form.change(
                    'entries',
                    entries.filter((__, j) => j !== i),
                  )
                }
                aria-label={`${i + 1}枚目を取り消す`}
              >
                取り消す
              </Button>
            )}
          </Flex>
          <Field<string> name={`entries.${i}.cardMasterId`}>
            {({ input, meta }) => (
              <ChakraField.Root invalid={errorOf(meta) !== undefined} required>
                <ChakraField.Label>カード</ChakraField.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field {...input} bg="white">
                    <option value="">選択してください</option>
                    {cards.map((card) => (
                      <option key={card.id} value={String(card.id)}>
                        {cardLabel(card)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <ChakraField.ErrorText>{errorOf(meta)}</ChakraField.ErrorText>
              </ChakraField.Root>
            )}
          </Field>
          <ExpiryFields name={`entries.${i}.expiry`} />
        </Stack>
      ))}
      {entries.length < CARDS_PER_ACTION_MAX && (
        <Button
          variant="outline"
          alignSelf="start"
          onClick={() => form.change('entries', [...entries, presenter.newEntry()])}
        >
          カードを追加（最大{CARDS_PER_ACTION_MAX}枚）
        </Button>
      )}
    </Stack>
  );
}

/** cards-new: register 1 to 5 cards on one keypad, each with an optional period. */
export default function NewCardsPage() {
  const { lockId, keypadId, keypadName } = useKeypadParams('cards-new');
  const presenter = usePresenter(NewCardsPresenter, { lockId, keypadId });
  const state = useObservable(presenter);
  const submission = useObservable(presenter.submission);
  const effects = usePresenterEffects(presenter);
  const navigate = useNavigate();
  const [initial] = useState<NewCardsValues>(() => ({ entries: [presenter.newEntry()] }));
  const listPath = pathOf('locks-cards', { id: lockId, keypad_id: keypadId, keypad_name: keypadName });
  const showForm =
    state.status === 'form' ||
    state.status === 'waiting' ||
    state.status === 'register-failed' ||
    state.status === 'limit';

  return (
    <>
      <PageHeading
        title="ICカードの登録"
        trail={[
          { label: 'ロック一覧', to: pathOf('locks') },
          { label: `${keypadName}キーパッドのICカード`, to: listPath },
        ]}
      />
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <LoadFailed message={state.message} onRetry={() => void presenter.open({ lockId, keypadId })} />
      )}
      {state.status === 'hub-not-set' && <HubNotSetNotice />}
      {state.status === 'complete' && (
        <Notice title="登録完了" message={CARD_MESSAGES.registrationComplete} onOk={() => void navigate(listPath)} />
      )}
      {state.status === 'waiting' && (
        <Notice title="登録中" message="カードをキーパッドに登録しています。しばらくお待ちください。" busy />
      )}
      {state.status === 'register-failed' && (
        <Notice title="登録失敗" message={state.message} onOk={() => presenter.backToForm()} />
      )}
      {state.status === 'limit' && (
        <Notice title="登録上限" message={CARD_MESSAGES.limitReached} onOk={() => presenter.backToForm()} />
      )}
      {showForm && (
        <ConsoleForm<NewCardsValues>
          draft={{ id: 'cards-new' }}
          initialValues={initial}
          validate={(values) => nestedErrors(presenter.validate(values))}
          onSubmit={async (values) => nestedErrors(await presenter.submit(values))}
        >
          {({ handleSubmit }) => (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void handleSubmit();
              }}
              noValidate
              aria-label="ICカードの登録"
            >
              <Stack gap="5" maxW="2xl" bg="white" p={{ base: 3, md: 5 }} borderRadius="md" borderWidth="1px">
                {'choices' in state && state.choices.cards.length === 0 && (
                  <Alert.Root status="info">
                    <Alert.Indicator />
                    <Alert.Title>登録できるカードがありません。組織のカードに利用者を設定してください。</Alert.Title>
                  </Alert.Root>
                )}
                <Text fontSize="sm" color="gray.700">
                  1回に1〜{CARDS_PER_ACTION_MAX}枚まで登録できます。
                </Text>
                <Entries cards={'choices' in state ? state.choices.cards : []} presenter={presenter} />
                <Flex gap="3" wrap="wrap">
                  <Button
                    type="submit"
                    colorPalette="teal"
                    loading={submission.status === 'submitting'}
                    loadingText="登録中"
                  >
                    登録する
                  </Button>
                  <Button variant="outline" onClick={() => void navigate(listPath)}>
                    キャンセル
                  </Button>
                </Flex>
              </Stack>
            </form>
          )}
        </ConsoleForm>
      )}
      {effects}
    </>
  );
}
