import { Alert, Badge, Button, Flex, List, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import { KEYPAD_CARD_MESSAGES } from '../../domain/cards/keypadCardMessages';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import { usePresenter } from '../shared/di';
import { useAfterPaint } from '../shared/nextTask';
import { useObservable } from '../shared/useObservable';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { RegistrationStatusPresenter } from './RegistrationStatusPresenter';
import type { RegistrationStatus } from '../../application/registrationStatus/LoadRegistrationStatus';

interface Props {
  readonly keypadId: number;
  /** Which credentials to show: both on the lock panel, one kind on a keypad screen. */
  readonly show?: 'both' | 'pins' | 'cards';
  readonly compact?: boolean;
}

/**
 * The status with a presenter of its own (the lock panel: nothing there reads a list again on a change). Made after
 * the panel's first paint: its two reads per keypad would otherwise run before a phone paints the first panels.
 */
export function KeypadRegistrationStatus(props: Props) {
  return useAfterPaint() ? <OwnRegistrationStatus {...props} /> : null;
}

function OwnRegistrationStatus(props: Props) {
  const presenter = usePresenter(RegistrationStatusPresenter, { keypadId: props.keypadId });
  return <RegistrationStatusView {...props} presenter={presenter} />;
}

/**
 * ★ One keypad's registration status where a manager can act: how many PINs and cards are still
 * registering (watched until they settle) and which failed, each with a retry that deletes it
 * and registers it again with the same values. Shows nothing when all is registered. A keypad screen hands in its
 * own part (KeypadListPresenter's `registration`), which it opens and listens to.
 */
export function RegistrationStatusView({
  presenter,
  keypadId,
  show = 'both',
  compact = false,
}: Props & { readonly presenter: RegistrationStatusPresenter }) {
  // drawn in a deferred render (sliced by React): the lock list's keypads answer together, and their statuses drawn in
  // one task were a phone's 100-170 ms (Lighthouse's blocking time on /home, docs/PERFORMANCE.md)
  const state = useDeferredValue(useObservable(presenter));
  const effects = usePresenterEffects(presenter);
  if (state.status !== 'ready') return <>{effects}</>;
  const { registration, retrying } = state;
  const pins = show !== 'cards';
  const cards = show !== 'pins';
  const registering = (pins ? registration.pinsRegistering : 0) + (cards ? registration.cardsRegistering : 0);
  const failedPins = pins ? registration.failedPins : [];
  const failedCards = cards ? registration.failedCards : [];
  const unsentPins = pins ? state.unsentPins : [];
  const unsentCards = cards ? state.unsentCards : [];
  const unsent = unsentPins.length + unsentCards.length;
  if (registering === 0 && failedPins.length === 0 && failedCards.length === 0 && unsent === 0) return <>{effects}</>;
  return (
    <Stack gap="2" w="full" data-testid={`registration-status-${keypadId}`} aria-live="polite">
      {registering > 0 && (
        <Flex gap="2" align="center" wrap="wrap" fontSize="sm">
          <Badge colorPalette="blue" variant="subtle">
            登録中
          </Badge>
          <Text>{registeringLine(registration, { pins, cards, compact })}</Text>
        </Flex>
      )}
      {(failedPins.length > 0 || failedCards.length > 0) && (
        <Alert.Root status="warning" size="sm" data-testid="registration-failed">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              登録に失敗：
              {[
                failedPins.length > 0 ? `暗証番号${failedPins.length}件` : '',
                failedCards.length > 0 ? `カード${failedCards.length}枚` : '',
              ]
                .filter(Boolean)
                .join('・')}
            </Alert.Title>
            {!compact && (
              <Alert.Description>
                {failedPins.length > 0 ? PIN_MESSAGES.jobFailed : KEYPAD_CARD_MESSAGES.jobFailed}
              </Alert.Description>
            )}
            <List.Root mt="1" variant="plain" gap="1">
              {failedPins.map((pin) => (
                <CredentialRow
                  key={`pin-${pin.id}`}
                  what={`暗証番号「${pin.name}」`}
                  action="再登録"
                  palette="orange"
                  busy={retrying === pin.id}
                  onAction={() => void presenter.retryPinRegistration(pin)}
                />
              ))}
              {failedCards.map((card) => (
                <CredentialRow
                  key={`card-${card.id}`}
                  what={`カード「${card.name}」`}
                  action="再登録"
                  palette="orange"
                  busy={retrying === card.id}
                  onAction={() => void presenter.retryCardRegistration(card)}
                  note={state.cardNotes[card.id] ?? null}
                />
              ))}
            </List.Root>
          </Alert.Content>
        </Alert.Root>
      )}
      {unsent > 0 && (
        <Alert.Root status="error" size="sm" data-testid="registration-unsent">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {unsentPins.length > 0 ? PIN_MESSAGES.resendFailed : KEYPAD_CARD_MESSAGES.resendFailed}
            </Alert.Title>
            <List.Root mt="1" variant="plain" gap="1">
              {unsentPins.map((pin) => (
                <CredentialRow
                  key={`unsent-pin-${pin.id}`}
                  what={`暗証番号「${pin.name}」`}
                  action="再送信"
                  palette="red"
                  busy={retrying === pin.id}
                  onAction={() => void presenter.resendPin(pin)}
                />
              ))}
              {unsentCards.map((card) => (
                <CredentialRow
                  key={`unsent-card-${card.id}`}
                  what={`カード「${card.name}」`}
                  action="再送信"
                  palette="red"
                  busy={retrying === card.id}
                  onAction={() => void presenter.resendCard(card)}
                />
              ))}
            </List.Root>
          </Alert.Content>
        </Alert.Root>
      )}
      {effects}
    </Stack>
  );
}

/**
 * What is still registering, in one line: 暗証番号1件・カード1枚をキーパッドに反映しています… on a keypad's screen;
 * shorter where the status is compact (a lock panel, a pass's keypad), 暗証番号1件・カード1枚を反映中…, so it keeps
 * to one line at 390 px beside its 登録中 badge. (It was also the lock list's largest text, painted seconds after the
 * panels, so Lighthouse took it for the page's main content: its LCP was this line's late paint.)
 */
export function registeringLine(
  registration: Pick<RegistrationStatus, 'pinsRegistering' | 'cardsRegistering'>,
  { pins, cards, compact }: { readonly pins: boolean; readonly cards: boolean; readonly compact: boolean },
): string {
  const counts = [
    pins && registration.pinsRegistering > 0 ? `暗証番号${registration.pinsRegistering}件` : '',
    cards && registration.cardsRegistering > 0 ? `カード${registration.cardsRegistering}枚` : '',
  ]
    .filter(Boolean)
    .join('・');
  return compact ? `${counts}を反映中…` : `${counts}をキーパッドに反映しています…`;
}

/** One failed or unsent PIN or card with its button (再登録, 再送信); no button where there is nothing to send. */
function CredentialRow({
  what,
  action,
  palette,
  busy,
  onAction,
  note = null,
}: {
  readonly what: string;
  readonly action: string;
  readonly palette: 'orange' | 'red';
  readonly busy: boolean;
  readonly onAction: (() => void) | null;
  /** Why the last attempt sent nothing, kept beside the row. */
  readonly note?: string | null;
}) {
  return (
    <List.Item>
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontSize="sm">{what}</Text>
        {onAction !== null && (
          <Button
            size="xs"
            variant="outline"
            colorPalette={palette}
            loading={busy}
            onClick={onAction}
            aria-label={`${what}を${action}`}
          >
            {action}
          </Button>
        )}
      </Flex>
      {note !== null && (
        <Text fontSize="sm" mt="1" data-testid="registration-note">
          {note}
        </Text>
      )}
    </List.Item>
  );
}
