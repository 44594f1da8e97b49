import { Badge, Box, Button, Card, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { canManageKeys, canOperateRemotely } from '../../domain/locks/capabilities';
import { keypadsBySide, keypadSideLabelOf } from '../../domain/locks/keypad';
import {
  MODEL_IDS,
  modelNameOf,
  visibleGroupsOf,
  type Lock,
  type LockEvent,
  type ModelId,
  type BatteryCode,
} from '../../domain/locks/lock';
import { LOCK_MESSAGES } from '../../domain/locks/messages';
import { keyTypeLabelOf, logTypeLabelOf } from '../../domain/logs/logTypes';
import { formatJapaneseDateTime } from '../../domain/shared/dates';
import { pathOf } from '../shell/routeTable';
import { BatteryIndicator } from './BatteryIndicator';
import { KeypadRegistrationStatus } from '../registrationStatus/KeypadRegistrationStatus';

function BatteryRow({
  label,
  owner,
  a,
  b,
  modelId,
}: {
  label: string;
  owner: 'lock' | 'keypad';
  a: BatteryCode;
  b: BatteryCode;
  modelId?: ModelId;
}) {
  return (
    <Flex align="center" gap="3" wrap="wrap">
      <Text fontSize="sm" color="gray.700" minW="8em">
        {label}
      </Text>
      {owner === 'keypad' && modelId === MODEL_IDS.padR ? (
        // Pad R reports no battery the console can show (devices-access §4)
        <Text fontSize="xs" color="gray.500">
          電池表示なし
        </Text>
      ) : (
        <>
          <BatteryIndicator owner={owner} side="A" code={a} modelId={modelId} />
          <BatteryIndicator owner={owner} side="B" code={b} modelId={modelId} />
        </>
      )}
    </Flex>
  );
}

const eventText = (e: LockEvent): string => {
  const who = [e.keyType === null ? null : keyTypeLabelOf(e.keyType), e.userName].filter(
    (x): x is string => x !== null && x !== '',
  );
  return `${formatJapaneseDateTime(e.loggedAt)} ${logTypeLabelOf(e.logType)}${who.length > 0 ? `（${who.join('・')}）` : ''}`;
};

interface LockPanelProps {
  readonly lock: Lock;
  readonly onRemote: (lock: Lock) => void;
  readonly onHubNotSet: () => void;
}

/** One lock on the list: what a manager checks at a glance, and where to go next. */
export function LockPanel({ lock, onRemote, onHubNotSet }: LockPanelProps) {
  const name = lock.setting.lockName;
  const sub = lock.setting.subLock;
  const groups = visibleGroupsOf(lock);
  const last = lock.lastEvents[0];
  const sides = keypadsBySide(lock.keypads);
  return (
    <Card.Root as="article" aria-label={name} data-testid="lock-panel" size="sm">
      <Card.Header>
        <Flex justify="space-between" align="start" gap="2" wrap="wrap">
          <Box minW="0">
            <Heading as="h2" size="md" wordBreak="break-all">
              {name}
            </Heading>
            <Text fontSize="xs" color="gray.600">
              {modelNameOf(lock.modelId)}
            </Text>
          </Box>
          <Flex gap="2" wrap="wrap">
            <Button asChild size="sm" variant="outline">
              <Link to={pathOf('locks-logs', { id: lock.id })} aria-label={`${name}の履歴`}>
                履歴
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={pathOf('locks-config', { id: lock.id })} aria-label={`${name}の設定`}>
                設定
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={pathOf('lock-access', { id: lock.id })} aria-label={`${name}を開けられる人`}>
                開けられる人
              </Link>
            </Button>
            {lock.keypads.length > 0 && (
              <Button asChild size="sm" variant="outline">
                <Link to={`${pathOf('visitor-pass-new')}?lock=${lock.id}`} aria-label={`${name}の来訪者パスを発行`}>
                  来訪者パス
                </Link>
              </Button>
            )}
          </Flex>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Stack gap="1" aria-label="電池残量" role="group">
            <BatteryRow label="本体" owner="lock" a={lock.batteryA} b={lock.batteryB} />
            {sub && <BatteryRow label="サブロック" owner="lock" a={sub.batteryA} b={sub.batteryB} />}
            {lock.keypads.map((k) => (
              <BatteryRow
                key={k.id}
                label={`キーパッド（${keypadSideLabelOf(k.useCase)}）`}
                owner="keypad"
                a={k.batteryA}
                b={k.batteryB}
                modelId={k.modelId}
              />
            ))}
          </Stack>
          <Text fontSize="sm" data-testid="last-event">
            <Text as="span" color="gray.600">
              最終操作：
            </Text>
            {last ? eventText(last) : '操作履歴はありません'}
          </Text>
          <Flex gap="1" wrap="wrap" align="center" aria-label="鍵グループ" role="group">
            <Text fontSize="sm" color="gray.600">
              鍵グループ：
            </Text>
            {groups.length === 0 ? (
              <Text fontSize="sm">なし</Text>
            ) : (
              groups.map((g) => (
                <Badge key={g.id} colorPalette="teal" variant="subtle">
                  {g.name}
                </Badge>
              ))
            )}
          </Flex>
          {sides.map(({ side, keypad }) => {
            const sideName = keypadSideLabelOf(keypad.useCase);
            const params = { id: lock.id, keypad_id: keypad.id, keypad_name: sideName };
            return (
              <Flex key={keypad.id} gap="3" align="center" wrap="wrap" data-testid={`keypad-${side}`}>
                <Text fontSize="sm" color="gray.700" minW="8em">
                  {sideName}キーパッド
                </Text>
                <ChakraLink asChild color="teal.700" fontSize="sm">
                  <Link to={pathOf('locks-pins', params)} aria-label={`${name} ${sideName}の暗証番号`}>
                    暗証番号
                  </Link>
                </ChakraLink>
                <ChakraLink asChild color="teal.700" fontSize="sm">
                  <Link to={pathOf('locks-cards', params)} aria-label={`${name} ${sideName}のICカード`}>
                    ICカード
                  </Link>
                </ChakraLink>
                <KeypadRegistrationStatus keypadId={keypad.id} compact />
              </Flex>
            );
          })}
          {!canManageKeys(lock) && (
            // the buttons say why they cannot be used; a click still opens the spec's 'Hub not set' modal
            <Stack gap="1" data-testid="keys-unavailable">
              <Flex gap="3" align="center" wrap="wrap">
                <Text fontSize="sm" color="gray.700" minW="8em">
                  キーパッド
                </Text>
                <Button size="xs" variant="outline" color="gray.700" onClick={onHubNotSet}>
                  暗証番号（{LOCK_MESSAGES.hubNotSet}）
                </Button>
                <Button size="xs" variant="outline" color="gray.700" onClick={onHubNotSet}>
                  ICカード（{LOCK_MESSAGES.hubNotSet}）
                </Button>
              </Flex>
              <Text fontSize="xs" color="gray.600">
                ハブもキーパッドもないため、暗証番号とICカードは登録できません。
              </Text>
            </Stack>
          )}
        </Stack>
      </Card.Body>
      <Card.Footer>
        {canOperateRemotely(lock) ? (
          <Button colorPalette="teal" size="sm" onClick={() => onRemote(lock)} aria-label={`${name}を遠隔操作`}>
            遠隔操作
          </Button>
        ) : (
          <Button size="sm" disabled aria-label={`${name}：${LOCK_MESSAGES.hubNotSet}`}>
            {LOCK_MESSAGES.hubNotSet}
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
