import { Button, Menu, Portal } from '@chakra-ui/react';
import { DevTools, type DeviceSpeed } from '../../application/ports/DevTools';
import { useService } from '../shell/di';
import { notifyInfo } from '../shell/notify';

const SPEEDS: ReadonlyArray<{ value: DeviceSpeed; label: string }> = [
  { value: 'instant', label: '即時' },
  { value: 'normal', label: '通常' },
  { value: 'slow', label: '遅い' },
];

/** The in-memory backend's dev menu (never in the production build). */
/** Rendered beside the router, not inside it: navigation comes in as a function. */
export function DevMenu({ navigate }: { navigate: (to: string) => void }) {
  const dev = useService<DevTools>(DevTools);
  const settings = dev.settings();
  return (
    <Menu.Root positioning={{ placement: 'top-end' }}>
      <Menu.Trigger asChild>
        <Button position="fixed" bottom="3" right="3" size="xs" colorPalette="purple" zIndex="overlay" aria-label="開発メニュー">DEV</Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Menu.Item value="mailbox" onClick={() => navigate('/dev/mailbox')}>メールボックス</Menu.Item>
            <Menu.Separator />
            {SPEEDS.map((s) => (
              <Menu.Item key={s.value} value={`speed-${s.value}`} onClick={() => dev.update({ deviceSpeed: s.value })}>
                デバイス速度: {s.label}{settings.deviceSpeed === s.value ? ' ✓' : ''}
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value="card" onClick={() => dev.update({ cardProviderUp: !settings.cardProviderUp })}>
              カード決済: {settings.cardProviderUp ? '稼働中 → 停止する' : '停止中 → 稼働させる'}
            </Menu.Item>
            <Menu.Item value="network" onClick={() => dev.update({ networkUp: !settings.networkUp })}>
              通信: {settings.networkUp ? '正常 → 遮断する' : '遮断中 → 復旧する'}
            </Menu.Item>
            <Menu.Item value="expire" onClick={() => { dev.expireSessions(); notifyInfo('全セッションを失効させました'); }}>セッションを失効させる</Menu.Item>
            <Menu.Item value="reset" color="red.600" onClick={() => { dev.resetWorld(); window.location.assign('/login'); }}>デモデータを初期化</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
