import { Box, Button, Tabs } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useState } from 'react';
import { canOpenLogScreen, visibleLogTabs, type LogTab } from '../../domain/logs/gates';
import type { Lock } from '../../domain/locks/lock';
import { LOG_TAB_LABELS } from '../../domain/logs/messages';
import { MESSAGES } from '../../domain/shared/messages';
import type { PlanFunctions } from '../../domain/shared/plan';
import { PageHeading } from '../shared/PageHeading';
import { LoadFailed, Loading } from '../shared/States';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { usePresenter } from '../shared/di';
import { PlanGate } from '../shared/PlanGate';
import { useObservable } from '../shared/useObservable';
import { EntryExitTab, LockLogTab } from './HistoryTabs';
import { LockLogsPresenter } from './LogPresenters';
import { TimecardTab } from './TimecardTab';
import { pathOf, useRouteParams } from '../shell/routeTable';

/** locks-logs: lock/unlock history, entry/exit history and timecard, each behind its plan function. */
export default function LockLogsPage() {
  const { id } = useRouteParams('locks-logs');
  const presenter = usePresenter(LockLogsPresenter, { lockId: Number(id) });
  const state = useObservable(presenter);
  const [now] = useState(() => presenter.now());
  const effects = usePresenterEffects(presenter);

  const title = state.status === 'ready' ? `${state.lock.setting.lockName}の履歴` : 'ロック履歴';
  const heading = (
    <>
      {effects}
      <PageHeading
        title={title}
        trail={[{ label: 'ロック一覧', to: pathOf('locks') }]}
        actions={
          // the door's month judged against the business hours (its own screen, loaded when opened)
          <Button asChild size="sm" variant="outline" colorPalette="teal">
            <Link to={pathOf('locks-after-hours', { id })}>時間外・休日の入退室を見る</Link>
          </Button>
        }
      />
    </>
  );
  if (state.status !== 'ready')
    return (
      <Box>
        {heading}
        <Loading />
      </Box>
    );
  const lock = state.lock;
  return (
    <Box>
      {heading}
      {/* the screen needs displayLockLog; a plan that could not be read is a failed load (devices-access §6) */}
      <PlanGate
        allows={canOpenLogScreen}
        message={MESSAGES.planUnavailable}
        status="info"
        unknown={<LoadFailed message={MESSAGES.networkFailed} />}
      >
        {(plan) => <LogTabs lock={lock} plan={plan} now={now} />}
      </PlanGate>
    </Box>
  );
}

/** The tabs the plan shows (entry/exit and timecard each behind its plan function). */
function LogTabs({ lock, plan, now }: { readonly lock: Lock; readonly plan: PlanFunctions; readonly now: Date }) {
  const [tab, setTab] = useState<LogTab>('lockLog');
  const tabs = visibleLogTabs(plan);
  const current = tabs.includes(tab) ? tab : (tabs[0] ?? 'lockLog');
  const props = { lock, plan, now };
  return (
    <Tabs.Root
      value={current}
      onValueChange={(e) => setTab(tabs.find((t) => t === e.value) ?? 'lockLog')}
      lazyMount
      unmountOnExit={false}
      variant="line"
      colorPalette="teal"
    >
      <Tabs.List>
        {tabs.map((t) => (
          <Tabs.Trigger key={t} value={t}>
            {LOG_TAB_LABELS[t]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="lockLog">
        <LockLogTab {...props} />
      </Tabs.Content>
      {tabs.includes('entryExitLog') && (
        <Tabs.Content value="entryExitLog">
          <EntryExitTab {...props} />
        </Tabs.Content>
      )}
      {tabs.includes('timecard') && (
        <Tabs.Content value="timecard">
          <TimecardTab {...props} />
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
