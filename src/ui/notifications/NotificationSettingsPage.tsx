import { Alert, Badge, Box, Button, Card, Flex, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { NOTIFICATION_MESSAGES } from '../../domain/notifications/messages';
import { MAX_NOTIFICATION_EMAILS, validateNotificationEmail } from '../../domain/notifications/notification';
import { planAllows } from '../../domain/shared/plan';
import { usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { TextField } from '../shared/FormField';
import { PageHeading } from '../shared/PageHeading';
import { PlanGate, PlanNotice } from '../shared/PlanGate';
import { LoadFailed, Loading } from '../shared/States';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { NotificationSettingsPresenter, removalOf } from './NotificationSettingsPresenter';
import { submittingAction } from '../shared/submission';
import { ConsoleForm } from '../shared/ConsoleForm';

function NotificationSettings() {
  const presenter = usePresenter(NotificationSettingsPresenter);
  const state = useObservable(presenter);
  const submission = useObservable(presenter.submission);
  const busy = submittingAction(submission);
  const alert = submission.status === 'failed' ? submission.message : null;
  const effects = usePresenterEffects(presenter);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'unavailable') return <PlanNotice message={state.message} />;
  if (state.status === 'failed') return <LoadFailed message={state.message} onRetry={() => void presenter.open()} />;
  const { settings, added } = state;
  const full = settings.targets.length >= MAX_NOTIFICATION_EMAILS;

  return (
    <Stack gap="5" maxW="2xl">
      {alert && (
        <Alert.Root status="error" role="alert" data-testid="notification-alert">
          <Alert.Indicator />
          <Alert.Title>{alert}</Alert.Title>
        </Alert.Root>
      )}
      <Card.Root variant="outline" bg="white">
        <Card.Body>
          <Flex justify="space-between" align="center" gap="4" wrap="wrap">
            <Box flex="1" minW="0">
              <Heading as="h2" size="md">
                ロックの状態通知
              </Heading>
              <Text fontSize="sm" color="gray.600">
                ロックの施錠・解錠などの状態が変わったとき、下のメールアドレスにお知らせします。切り替えるとすぐに保存されます。
              </Text>
            </Box>
            {/* remounted when a change is refused: `checked` is then unchanged, and Ark would keep its own
                flipped state */}
            <Switch.Root
              key={alert ?? 'accepted'}
              checked={settings.enabled}
              disabled={busy !== null}
              colorPalette="teal"
              size="lg"
              onCheckedChange={(e) => void presenter.toggle(e.checked)}
            >
              <Switch.HiddenInput aria-busy={busy === 'switch'} />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>ロックの状態を通知する</Switch.Label>
            </Switch.Root>
            <Badge colorPalette={settings.enabled ? 'teal' : 'gray'} data-testid="notification-switch-state">
              {settings.enabled ? 'ON' : 'OFF'}
            </Badge>
          </Flex>
        </Card.Body>
      </Card.Root>

      <Card.Root variant="outline" bg="white">
        <Card.Body>
          <Stack gap="4">
            <Flex justify="space-between" align="center" gap="2" wrap="wrap">
              <Heading as="h2" size="md">
                通知先メールアドレス
              </Heading>
              <Badge data-testid="notification-count">
                {settings.targets.length} / {MAX_NOTIFICATION_EMAILS}件
              </Badge>
            </Flex>
            {settings.targets.length === 0 && (
              <Text color="gray.600">通知先のメールアドレスは登録されていません。</Text>
            )}
            <Stack as="ul" gap="2" listStyleType="none" aria-label="通知先メールアドレス一覧">
              {settings.targets.map((target) => (
                <Flex
                  as="li"
                  key={target.id}
                  data-testid="notification-row"
                  justify="space-between"
                  align="center"
                  gap="3"
                  borderWidth="1px"
                  rounded="md"
                  px="3"
                  py="2"
                >
                  <Text wordBreak="break-all" minW="0">
                    {target.email}
                  </Text>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    flexShrink={0}
                    loading={busy === removalOf(target.id)}
                    disabled={busy !== null && busy !== removalOf(target.id)}
                    onClick={() => void presenter.remove(target)}
                    aria-label={`${target.email}を通知先から削除`}
                  >
                    削除
                  </Button>
                </Flex>
              ))}
            </Stack>
            {full ? (
              <Text fontSize="sm" color="gray.600" data-testid="notification-full">
                {NOTIFICATION_MESSAGES.tooMany}
              </Text>
            ) : (
              <ConsoleForm<{ email?: string }>
                draft={{ id: 'notification-add' }}
                // a saved address clears the field (the presenter counts); after a failure the input stays
                restartOn={added}
                onSubmit={(values) => presenter.add(values)}
                render={({ handleSubmit }) => (
                  <form onSubmit={handleSubmit} noValidate>
                    <Flex gap="2" align="flex-start" direction={{ base: 'column', sm: 'row' }}>
                      <Box flex="1" w="full">
                        <TextField
                          name="email"
                          label="追加するメールアドレス"
                          type="email"
                          inputMode="email"
                          autoComplete="off"
                          validate={validateNotificationEmail(settings.targets)}
                        />
                      </Box>
                      <Button
                        type="submit"
                        colorPalette="teal"
                        mt={{ base: 0, sm: '6' }}
                        loading={busy === 'add'}
                        disabled={busy !== null && busy !== 'add'}
                      >
                        追加
                      </Button>
                    </Flex>
                  </form>
                )}
              />
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
      {effects}
    </Stack>
  );
}

/** /notification/config/: gated by changeLockStateNotification. */
export default function NotificationSettingsPage() {
  return (
    <>
      <PageHeading title="通知設定" />
      <PlanGate
        allows={(plan) => planAllows(plan, 'changeLockStateNotification')}
        message={NOTIFICATION_MESSAGES.planUnavailable}
      >
        <NotificationSettings />
      </PlanGate>
    </>
  );
}
