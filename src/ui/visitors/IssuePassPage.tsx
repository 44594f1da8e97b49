import { Alert, Badge, Box, Button, Checkbox, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useField } from 'react-final-form';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { PassDoorChoice } from '../../application/visitors/LoadPassKeypads';
import { VISITOR_MESSAGES } from '../../domain/visitors/messages';
import { passPinName } from '../../domain/visitors/pass';
import { ExpiryFields } from '../keypads/ExpiryFields';
import { nestedErrors } from '../keypads/formErrors';
import { KeypadRegistrationStatus } from '../registrationStatus/KeypadRegistrationStatus';
import { ConsoleForm } from '../shared/ConsoleForm';
import { usePresenter } from '../shared/di';
import { errorOf, TextField } from '../shared/FormField';
import { PageHeading } from '../shared/PageHeading';
import { BusySpinner, LoadFailed, Loading } from '../shared/States';
import { useObservable } from '../shared/useObservable';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { pathOf } from '../shell/routeTable';
import {
  IssuePassPresenter,
  PASS_STEPS,
  type IssuePassState,
  type PassStep,
  type PassValues,
} from './IssuePassPresenter';
import { ShareCard } from './ShareCard';

const STEP_LABELS: Readonly<Record<PassStep, string>> = { doors: '扉', who: '来訪者', when: '日時' };

/** '1 扉 › 2 来訪者 › 3 日時', the step on screen marked for assistive technology too. */
function Steps({ step }: { readonly step: PassStep }) {
  return (
    <List.Root
      as="ol"
      display="flex"
      flexDirection="row"
      gap="3"
      flexWrap="wrap"
      listStyleType="none"
      fontSize="sm"
      aria-label="手順"
    >
      {PASS_STEPS.map((s, i) => (
        <List.Item
          key={s}
          aria-current={s === step ? 'step' : undefined}
          fontWeight={s === step ? 'bold' : 'normal'}
          color={s === step ? 'teal.800' : 'gray.700'}
        >
          {i + 1} {STEP_LABELS[s]}
        </List.Item>
      ))}
    </List.Root>
  );
}

/** Step 1: every door, its keypads with their PIN places, and why a door without a keypad cannot take a pass. */
function DoorChoices({
  doors,
  presenter,
}: {
  readonly doors: ReadonlyArray<PassDoorChoice>;
  readonly presenter: IssuePassPresenter;
}) {
  const field = useField<ReadonlyArray<number>>('keypadIds');
  const chosen = Array.isArray(field.input.value) ? field.input.value : [];
  const error = errorOf(field.meta);
  const toggle = (id: number, on: boolean) => {
    field.input.onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
    field.input.onBlur();
  };
  return (
    <Stack as="fieldset" gap="3" minW="0">
      <Text as="legend" fontWeight="medium" mb="2">
        扉（キーパッド）を選んでください（複数可）
      </Text>
      {error && (
        <Text color="red.600" fontSize="sm" role="alert" whiteSpace="pre-line" data-testid="pass-doors-error">
          {error}
        </Text>
      )}
      {doors.map((door) => (
        <Box key={door.lockId} borderWidth="1px" borderRadius="md" p="3" bg="white" minW="0">
          <Text fontWeight="medium" wordBreak="break-all">
            {door.lockName}
          </Text>
          {door.unavailable !== null ? (
            <Text fontSize="sm" color="gray.700">
              {door.unavailable}
            </Text>
          ) : (
            <Stack gap="2" mt="1">
              {door.keypads.map((k) => (
                <Checkbox.Root
                  key={k.keypad.keypad.id}
                  checked={chosen.includes(k.keypad.keypad.id)}
                  onCheckedChange={(e) => toggle(k.keypad.keypad.id, e.checked === true)}
                  alignItems="start"
                  data-testid={`pass-keypad-${k.keypad.keypad.id}`}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label>
                    <Text as="span" display="block">
                      {k.label}
                    </Text>
                    <Text as="span" display="block" fontSize="xs" color={k.full ? 'red.700' : 'gray.700'}>
                      {presenter.placesOf(k)}
                    </Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          )}
        </Box>
      ))}
    </Stack>
  );
}

type FormState = Extract<IssuePassState, { readonly status: 'form' }>;

/** What was chosen on the steps before, above the step on screen. */
function Chosen({ presenter, step }: { readonly presenter: IssuePassPresenter; readonly step: PassStep }) {
  const keypadIds = useField<ReadonlyArray<number>>('keypadIds', { subscription: { value: true } });
  const name = useField<string>('name', { subscription: { value: true } });
  const note = useField<string>('note', { subscription: { value: true } });
  if (step === 'doors') return null;
  const doors = presenter
    .chosenOf(Array.isArray(keypadIds.input.value) ? keypadIds.input.value : [])
    .map((k) => k.label);
  return (
    <Stack gap="1" fontSize="sm" bg="gray.50" p="3" borderRadius="md" data-testid="pass-chosen">
      <Text>扉：{doors.join('、')}</Text>
      {step === 'when' && <Text>来訪者：{passPinName(name.input.value, note.input.value)}</Text>}
    </Stack>
  );
}

function PassForm({ presenter, state }: { readonly presenter: IssuePassPresenter; readonly state: FormState }) {
  const submission = useObservable(presenter.submission);
  const busy = submission.status === 'submitting';
  return (
    <ConsoleForm<PassValues>
      draft={{ id: 'visitor-pass', fields: ['keypadIds', 'name', 'note'] }}
      initialValues={state.initial}
      validate={(values) => nestedErrors(presenter.errorsOf(values))}
      onSubmit={async (values) => nestedErrors(await presenter.submit(values))}
    >
      {({ handleSubmit }) => (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void handleSubmit();
          }}
          noValidate
          aria-label="来訪者パスの発行"
        >
          <Stack gap="5" maxW="2xl" bg="white" p={{ base: 3, md: 5 }} borderRadius="md" borderWidth="1px" minW="0">
            <Steps step={state.step} />
            <Chosen presenter={presenter} step={state.step} />
            {submission.status === 'failed' && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title whiteSpace="pre-line">{submission.message}</Alert.Title>
              </Alert.Root>
            )}
            {state.step === 'doors' && <DoorChoices doors={state.doors} presenter={presenter} />}
            {state.step === 'who' && (
              <Stack gap="4">
                <TextField name="name" label="名前" required maxLength={60} helper="30文字以内" autoComplete="off" />
                <TextField
                  name="note"
                  label="備考（任意）"
                  maxLength={60}
                  helper="会社名など。暗証番号の名前に（）で添えます"
                  autoComplete="off"
                />
              </Stack>
            )}
            {state.step === 'when' && <ExpiryFields name="window" legend="有効期間" always />}
            {busy && state.progress !== null && (
              <Flex gap="2" align="center" role="status" aria-live="polite" fontSize="sm">
                <BusySpinner label="発行しています" />
                <Text>
                  発行しています（{state.progress.total} 件中 {state.progress.done} 件の通信が完了）
                </Text>
              </Flex>
            )}
            <Flex gap="3" wrap="wrap">
              {state.step !== 'doors' && (
                <Button variant="outline" onClick={() => presenter.back()} disabled={busy}>
                  戻る
                </Button>
              )}
              <Button type="submit" colorPalette="teal" loading={busy} loadingText="発行中">
                {state.step === 'when' ? VISITOR_MESSAGES.issue : '次へ'}
              </Button>
              <Button asChild variant="ghost">
                <RouterLink to={pathOf('visitor-passes')}>キャンセル</RouterLink>
              </Button>
            </Flex>
          </Stack>
        </form>
      )}
    </ConsoleForm>
  );
}

type IssuedState = Extract<IssuePassState, { readonly status: 'issued' }>;

/** After 発行: each keypad's answer (再試行 of a failed one), its registration as the console shows it, the card. */
function Issued({ presenter, state }: { readonly presenter: IssuePassPresenter; readonly state: IssuedState }) {
  return (
    <Stack gap="6" maxW="2xl" minW="0">
      <Stack
        as="section"
        aria-label="キーパッドごとの結果"
        gap="3"
        bg="white"
        p="4"
        borderRadius="md"
        borderWidth="1px"
      >
        <Heading as="h2" size="md">
          キーパッドごとの結果
        </Heading>
        {state.lines.map((line) => (
          <Stack key={line.keypad.keypad.id} gap="2" data-testid={`pass-line-${line.keypad.keypad.id}`}>
            <Flex gap="2" align="center" wrap="wrap">
              <Text fontWeight="medium">{line.label}</Text>
              {line.status === 'sent' && (
                <Badge colorPalette="green" variant="subtle">
                  送信済み
                </Badge>
              )}
              {line.status === 'failed' && (
                <Badge colorPalette="red" variant="subtle">
                  失敗
                </Badge>
              )}
              {line.status === 'retrying' && <BusySpinner label="再試行しています" />}
              {line.status === 'failed' && (
                <Button size="xs" variant="outline" onClick={() => void presenter.retry(line.keypad.keypad.id)}>
                  再試行
                </Button>
              )}
            </Flex>
            {line.message && (
              <Text fontSize="sm" color={line.status === 'failed' ? 'red.700' : 'gray.700'} role="status">
                {line.message}
              </Text>
            )}
            {line.status === 'sent' && (
              <KeypadRegistrationStatus keypadId={line.keypad.keypad.id} show="pins" compact />
            )}
          </Stack>
        ))}
      </Stack>
      <Stack as="section" aria-label="来訪者に伝える内容" gap="3" bg="white" p="4" borderRadius="md" borderWidth="1px">
        <Heading as="h2" size="md">
          来訪者に伝える内容
        </Heading>
        <Text fontSize="sm" color="gray.700">
          この文面は来訪者パス一覧からも、暗証番号が残っている間はもう一度表示できます。
        </Text>
        <ShareCard view={state.share} onCopied={(ok) => presenter.copied(ok)} />
      </Stack>
      <Flex gap="3" wrap="wrap">
        <Button asChild colorPalette="teal" variant="outline">
          <RouterLink to={pathOf('visitor-passes')}>{VISITOR_MESSAGES.listTitle}へ</RouterLink>
        </Button>
      </Flex>
    </Stack>
  );
}

/** visitor-pass-new: 来訪者パスの発行. */
export default function IssuePassPage() {
  const [search] = useSearchParams();
  // read once: the door the manager came from (a lock panel, the lock's access view)
  const [lockId] = useState(() => {
    const id = Number(search.get('lock'));
    return Number.isInteger(id) && id > 0 ? id : null;
  });
  const presenter = usePresenter(IssuePassPresenter, { lockId });
  const state = useObservable(presenter);
  const effects = usePresenterEffects(presenter);
  return (
    <>
      <PageHeading
        title="来訪者パスの発行"
        trail={[{ label: VISITOR_MESSAGES.listTitle, to: pathOf('visitor-passes') }]}
      />
      {state.status === 'loading' && (
        <Loading
          label={
            state.progress.total > 0
              ? `扉とキーパッドを読み込み中（${state.progress.total} 件中 ${state.progress.done} 件）`
              : '読み込み中'
          }
        />
      )}
      {state.status === 'failed' && (
        <LoadFailed message={state.message} onRetry={() => void presenter.open({ lockId })} />
      )}
      {state.status === 'form' && <PassForm presenter={presenter} state={state} />}
      {state.status === 'issued' && <Issued presenter={presenter} state={state} />}
      {effects}
    </>
  );
}
