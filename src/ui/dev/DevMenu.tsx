import { useState } from 'react';
import { Button, Menu, Portal } from '@chakra-ui/react';
import { AuthStore } from '../../application/ports/AuthStore';
import { DevTools, type DeviceSpeed } from '../../application/ports/DevTools';
import { useService } from '../shared/di';
import { notifyInfo } from '../shared/notify';
import { pathOf } from '../shell/routeTable';

const SPEEDS: ReadonlyArray<{ value: DeviceSpeed; label: string }> = [
  { value: 'instant', label: '即時' },
  { value: 'normal', label: '通常' },
  { value: 'slow', label: '遅い' },
];

/** The in-memory backend's dev menu (never in the production build). */
/** Rendered beside the router, not inside it: navigation comes in as a function. */
export function DevMenu({ navigate }: { navigate: (to: string) => void }) {
  const dev = useService<DevTools>(DevTools);
  const auth = useService<AuthStore>(AuthStore);
  // read on every opening: a toggle must show (and flip) the setting as it is now
  const [settings, setSettings] = useState(() => dev.settings());
  const [large, setLarge] = useState(() => dev.hasLargeOrganization());
  const act = (value: string) => {
    const speed = SPEEDS.find((s) => `speed-${s.value}` === value);
    if (speed) dev.update({ deviceSpeed: speed.value });
    else if (value === 'mailbox') navigate('/dev/mailbox');
    else if (value === 'card') dev.update({ cardProviderUp: !dev.settings().cardProviderUp });
    else if (value === 'network') dev.update({ networkUp: !dev.settings().networkUp });
    else if (value === 'applications') dev.update({ applicationsOpen: !dev.settings().applicationsOpen });
    else if (value === 'expire') {
      dev.expireSessions();
      notifyInfo('全セッションを失効させました');
    } else if (value === 'large' && !dev.hasLargeOrganization()) {
      void dev.addLargeOrganization().then(({ organizationName, seedMs, storeMs }) => {
        console.info(`${organizationName}: seeded in ${Math.round(seedMs)} ms, stored in ${Math.round(storeMs)} ms`);
        // the header's organization switcher lists the organizations read on entering a page: a reload shows it there
        window.location.reload();
      });
    } else if (value === 'reset') {
      dev.resetWorld();
      // the new world has no sessions: signed out here, the login form opens at once instead of after
      // the guard's refused refresh (which waited for the new world's seeding)
      auth.clear();
      window.location.assign(pathOf('login'));
    }
  };
  return (
    <Menu.Root
      positioning={{ placement: 'top-end' }}
      onOpenChange={(e) => {
        if (!e.open) return;
        setSettings(dev.settings());
        setLarge(dev.hasLargeOrganization());
      }}
      onSelect={(e) => act(e.value)}
    >
      <Menu.Trigger asChild>
        <Button
          position="fixed"
          bottom="3"
          right="3"
          size="xs"
          colorPalette="purple"
          zIndex="overlay"
          aria-label="開発メニュー"
        >
          DEV
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Menu.Item value="mailbox">メールボックス</Menu.Item>
            <Menu.Separator />
            {SPEEDS.map((s) => (
              <Menu.Item key={s.value} value={`speed-${s.value}`}>
                デバイス速度: {s.label}
                {settings.deviceSpeed === s.value ? ' ✓' : ''}
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value="card">
              カード決済: {settings.cardProviderUp ? '稼働中 → 停止する' : '停止中 → 稼働させる'}
            </Menu.Item>
            <Menu.Item value="network">通信: {settings.networkUp ? '正常 → 遮断する' : '遮断中 → 復旧する'}</Menu.Item>
            <Menu.Item value="applications">
              申込受付: {settings.applicationsOpen ? '受付中 → 停止する' : '停止中 → 再開する'}
            </Menu.Item>
            <Menu.Item value="expire">セッションを失効させる</Menu.Item>
            <Menu.Separator />
            {/* a second organization of manager@example.jp: switch to it with the header's organization switcher */}
            <Menu.Item value="large" disabled={large}>
              {large ? '大規模組織: 追加済み（組織の切り替えから）' : '大規模組織を追加（ロック200台・利用者3,000人）'}
            </Menu.Item>
            <Menu.Item value="reset" color="red.600">
              デモデータを初期化
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
