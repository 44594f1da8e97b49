import { Alert, Button, Dialog, Flex, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { validateExpiry } from '../../domain/keypads/expiry';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import { PIN_MAX_LENGTH, PIN_MIN_LENGTH } from '../../domain/pins/pin';
import { validatePinFields } from '../../domain/pins/validation';
import { usePresenter } from '../shared/di';
import { pathOf } from '../shell/routeTable';
import { useObservable } from '../shared/useObservable';
import { TextField } from '../shared/FormField';
import { PageHeading } from '../shared/PageHeading';
import { LoadFailed, Loading } from '../shared/States';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { ExpiryFields } from '../keypads/ExpiryFields';
import { nestedErrors } from '../keypads/formErrors';
import { HubNotSetNotice } from '../keypads/HubNotSetNotice';
import { useKeypadParams } from '../keypads/keypadRoute';
import { NewPinPresenter, type PinFormValues } from './NewPinPresenter';
import { ConsoleForm } from '../shared/ConsoleForm';

const LENGTHS = Array.from({ length: PIN_MAX_LENGTH - PIN_MIN_LENGTH + 1 }, (_, i) => PIN_MIN_LENGTH + i);

/** ★ The free random PIN of the chosen length, written into the PIN field. */
function RandomPin({ presenter }: { readonly presenter: NewPinPresenter }) {
  const form = useForm<PinFormValues>();
  const [length, setLength] = useState(6);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <NativeSelect.Root size="sm" w="7rem">
        <NativeSelect.Field
          aria-label="ランダムな暗証番号の桁数"
          value={String(length)}
          onChange={(e) => setLength(Number(e.currentTarget.value))}
          bg="white"
        >
          {LENGTHS.map((n) => (
            <option key={n} value={n}>
              {n}桁
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          const pin = presenter.suggestPin(length);
          setMessage(pin === undefined ? PIN_MESSAGES.noFreePin : null);
          if (pin !== undefined) form.change('pin', pin);
        }}
      >
        空いている番号を自動で入れる
      </Button>
      {message && (
        <Text color="red.600" fontSize="sm">
          {message}
        </Text>
      )}
    </Flex>
  );
}

/** ★ Said as the manager types, before saving: the code is already on this keypad. */
function ConflictNotice({ presenter }: { readonly presenter: NewPinPresenter }) {
  const pin = useField<string>('pin', { subscription: { value: true } });
  const conflict = presenter.conflictOf(pin.input.value ?? '');
  return conflict ? (
    <Alert.Root status="warning" data-testid="pin-conflict">
      <Alert.Indicator />
      <Alert.Title>{conflict}</Alert.Title>
    </Alert.Root>
  ) : null;
}

function ModalNotice({
  title,
  message,
  onOk,
}: {
  readonly title: string;
  readonly message: string;
  readonly onOk: () => void;
}) {
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => {
        if (!e.open) onOk();
      }}
      role="alertdialog"
      placement="center"
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
              <Button colorPalette="teal" onClick={onOk}>
                OK
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** pins-new: the new PIN form of one keypad. */
export default function NewPinPage() {
  const { lockId, keypadId, keypadName } = useKeypadParams('pins-new');
  const presenter = usePresenter(NewPinPresenter, { lockId, keypadId });
  const state = useObservable(presenter);
  const submission = useObservable(presenter.submission);
  const effects = usePresenterEffects(presenter);
  const navigate = useNavigate();
  const [initial] = useState(() => presenter.initialValues());
  const listPath = pathOf('locks-pins', { id: lockId, keypad_id: keypadId, keypad_name: keypadName });
  const lockName =
    state.status === 'form' || state.status === 'limit' || state.status === 'accepted' ? state.keypad.lockName : '';

  return (
    <>
      <PageHeading
        title="暗証番号の登録"
        trail={[
          { label: 'ロック一覧', to: pathOf('locks') },
          { label: `${lockName} ${keypadName}の暗証番号`, to: listPath },
        ]}
      />
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <LoadFailed message={state.message} onRetry={() => void presenter.open({ lockId, keypadId })} />
      )}
      {state.status === 'hub-not-set' && <HubNotSetNotice />}
      {state.status === 'limit' && (
        <ModalNotice
          title="登録上限"
          message={PIN_MESSAGES.limitReached(state.cap)}
          onOk={() => void navigate(listPath)}
        />
      )}
      {state.status === 'accepted' && (
        <ModalNotice
          title="登録を受け付けました"
          message={state.notice ? `${state.notice}${PIN_MESSAGES.accepted}` : PIN_MESSAGES.accepted}
          onOk={() => void navigate(`${listPath}?tab=registering`)}
        />
      )}
      {state.status === 'form' && (
        <ConsoleForm<PinFormValues>
          draft={{ id: 'pin-new', fields: ['name', 'expiry'] }}
          initialValues={initial}
          validate={(values) => {
            const fields: Record<string, string> = { ...validatePinFields(values) };
            const conflict = fields.pin === undefined ? presenter.conflictOf(values.pin ?? '') : undefined;
            if (conflict) fields.pin = conflict;
            const expiry = validateExpiry(values.expiry, presenter.now());
            if (expiry.from) fields['expiry.fromDate'] = expiry.from;
            if (expiry.to) fields['expiry.toDate'] = expiry.to;
            return nestedErrors(fields);
          }}
          onSubmit={async (values) => nestedErrors(await presenter.submit(values))}
        >
          {({ handleSubmit }) => (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void handleSubmit();
              }}
              noValidate
              aria-label="暗証番号の登録"
            >
              <Stack gap="5" maxW="xl" bg="white" p={{ base: 3, md: 5 }} borderRadius="md" borderWidth="1px">
                <Text fontSize="sm" color="gray.700">
                  {state.keypad.lockName}（{state.keypad.sideLabel}キーパッド）に登録します。
                </Text>
                {submission.status === 'failed' && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{submission.message}</Alert.Title>
                  </Alert.Root>
                )}
                <TextField name="name" label="名前" required maxLength={60} helper="30文字以内" />
                <Stack gap="2">
                  <TextField
                    name="pin"
                    label="暗証番号"
                    required
                    inputMode="numeric"
                    autoComplete="off"
                    helper="4〜8桁の数字"
                  />
                  <ConflictNotice presenter={presenter} />
                  <RandomPin presenter={presenter} />
                </Stack>
                <ExpiryFields name="expiry" />
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
