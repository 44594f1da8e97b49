import { Alert, Box, Button, Field as ChakraField, Flex, Input, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Field } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import type { CardForm } from '../../application/cards/SaveCard';
import { CARD_NAME_MAX, type CardSetting } from '../../domain/cards/card';
import { CARD_MESSAGES } from '../../domain/cards/messages';
import { type GuestChoice, guestChoiceLabel, validateCardName } from '../../domain/cards/validation';
import { formatPaddedDateTime } from '../../domain/shared/dates';
import { usePresenter } from '../shared/di';
import { pathOf, useRouteParams } from '../shell/routeTable';
import { useObservable } from '../shared/useObservable';
import { ChangedNotice, GoneNotice } from '../shared/Conflicts';
import { errorOf, TextField } from '../shared/FormField';
import { PageHeading } from '../shared/PageHeading';
import { LoadFailed, Loading } from '../shared/States';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { CARD_SETTING_ROUTES, CardSettingPresenter } from './CardSettingPresenter';
import { ConsoleForm } from '../shared/ConsoleForm';

/** The user picker: type a name, pick a guest from the suggestions (or type the exact name). */
function UserPicker({
  presenter,
  picked,
  onPick,
}: {
  readonly presenter: CardSettingPresenter;
  readonly picked: GuestChoice | null;
  readonly onPick: (guest: GuestChoice | null) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Field<string> name="user">
      {({ input, meta }) => {
        const error = errorOf(meta);
        const suggestions = open && picked?.name !== input.value ? presenter.suggestions(input.value ?? '') : [];
        return (
          <ChakraField.Root invalid={error !== undefined} required position="relative">
            <ChakraField.Label>利用者</ChakraField.Label>
            <Input
              {...input}
              value={input.value ?? ''}
              bg="white"
              autoComplete="off"
              role="combobox"
              aria-expanded={suggestions.length > 0}
              aria-controls="guest-suggestions"
              aria-autocomplete="list"
              placeholder="名前を入力して選択"
              onChange={(e) => {
                input.onChange(e.target.value);
                setOpen(true);
                if (picked && picked.name !== e.target.value) onPick(null);
              }}
              onBlur={(e) => {
                input.onBlur(e);
                setTimeout(() => setOpen(false), 150);
              }}
            />
            {suggestions.length > 0 && (
              <Box
                position="absolute"
                top="100%"
                left="0"
                right="0"
                zIndex="dropdown"
                bg="white"
                borderWidth="1px"
                borderRadius="md"
                shadow="md"
                mt="1"
              >
                <List.Root id="guest-suggestions" role="listbox" aria-label="利用者の候補" variant="plain">
                  {suggestions.map((guest) => (
                    <List.Item
                      key={guest.id}
                      role="option"
                      aria-selected={false}
                      px="3"
                      py="2"
                      cursor="pointer"
                      _hover={{ bg: 'teal.50' }}
                      onMouseDown={(e) => {
                        e.preventDefault();
                        input.onChange(guest.name);
                        onPick(guest);
                        setOpen(false);
                      }}
                    >
                      {/* the e-mail tells apart two guests of the same name */}
                      <Box as="span" display="flex" flexDirection="column" minW="0">
                        <Text as="span">{guest.name}</Text>
                        <Text as="span" fontSize="xs" color="gray.600" wordBreak="break-all">
                          {guest.email}
                        </Text>
                      </Box>
                    </List.Item>
                  ))}
                </List.Root>
              </Box>
            )}
            {!error && (
              <ChakraField.HelperText data-testid="picked-guest">
                {picked !== null && picked.name === (input.value ?? '').trim()
                  ? `選択中：${guestChoiceLabel(picked)}`
                  : '登録済みの利用者から選んでください。'}
              </ChakraField.HelperText>
            )}
            <ChakraField.ErrorText>{error}</ChakraField.ErrorText>
          </ChakraField.Root>
        );
      }}
    </Field>
  );
}

const TITLES: Record<CardSetting, string> = {
  edit: 'カードの編集',
  registration: 'カードの利用者登録',
};

/** The registration (card without a user) and edit screens of one card. */
export function CardSettingPage({ mode }: { readonly mode: CardSetting }) {
  const id = Number(useRouteParams(CARD_SETTING_ROUTES[mode]).id);
  const presenter = usePresenter(CardSettingPresenter, { cardId: id, setting: mode });
  const state = useObservable(presenter);
  const submission = useObservable(presenter.submission);
  const effects = usePresenterEffects(presenter);
  const navigate = useNavigate();

  return (
    <>
      <PageHeading title={TITLES[mode]} trail={[{ label: 'カード', to: pathOf('organization-cards') }]} />
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <LoadFailed message={state.message} />}
      {state.status === 'gone' && (
        <GoneNotice message={state.message} listLabel="カード一覧" to={pathOf('organization-cards')} />
      )}
      {state.status === 'ready' && (
        <ConsoleForm<CardForm>
          draft={{ id: 'card-setting', describe: { name: { label: 'カード名' }, user: { label: '利用者' } } }}
          saves={{ submission: presenter.submission }}
          initialValues={{ name: state.card.name, user: state.card.guestName ?? '' }}
          onSubmit={(values) => presenter.submit(values)}
        >
          {({ handleSubmit, form }) => (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void handleSubmit();
              }}
              noValidate
              aria-label={TITLES[mode]}
            >
              <Stack gap="5" maxW="lg" bg="white" p={{ base: 3, md: 5 }} borderRadius="md" borderWidth="1px">
                <Flex gap="4" wrap="wrap" fontSize="sm" color="gray.700">
                  <Text>ID{state.card.id}</Text>
                  <Text>登録日時 {formatPaddedDateTime(state.card.createdAt)}</Text>
                </Flex>
                <ChangedNotice
                  error={submission.status === 'failed' ? submission.error : null}
                  busy={submission.status === 'submitting'}
                  onApply={() => void presenter.applyOnCurrent(form.getState().values)}
                  onReload={() => void presenter.reload()}
                />
                {submission.status === 'failed' && submission.error.kind !== 'Changed' && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{submission.message}</Alert.Title>
                  </Alert.Root>
                )}
                <TextField
                  name="name"
                  label="カード名"
                  required
                  validate={(v) => validateCardName(v ?? '')}
                  helper={`${CARD_NAME_MAX}文字以内`}
                />
                <UserPicker presenter={presenter} picked={state.picked} onPick={(guest) => presenter.pick(guest)} />
                {mode === 'registration' && (
                  <Text fontSize="sm" color="red.600">
                    {CARD_MESSAGES.needsUser}
                  </Text>
                )}
                <Flex gap="3" wrap="wrap">
                  <Button
                    type="submit"
                    colorPalette="teal"
                    loading={submission.status === 'submitting'}
                    loadingText="保存中"
                  >
                    保存する
                  </Button>
                  <Button variant="outline" onClick={() => void navigate(pathOf('organization-cards'))}>
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
