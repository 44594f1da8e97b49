import { Alert, Box, Tabs } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { canOpenLogScreen, visibleLogTabs, type LogTab } from '../../domain/logs/gates';
import { LOG_TAB_LABELS } from '../../domain/logs/messages';
import { MESSAGES } from '../../domain/shared/messages';
import { PageHeading } from '../shared/PageHeading';
import { LoadFailed, Loading } from '../shared/States';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { usePresenter } from '../shell/di';
import { usePlan } from '../shell/PlanContext';
import { useObservable } from '../shell/useObservable';
import { EntryExitTab, LockLogTab } from './HistoryTabs';
import { LockLogsPresenter } from './LogPresenters';
import { TimecardTab } from './TimecardTab';

/** locks-logs: lock/unlock history, entry/exit history and timecard, each behind its plan function. */
export default function LockLogsPage() {
  const presenter = usePresenter(LockLogsPresenter);
  const state = useObservable(presenter);
  const plan = usePlan();
  const [now] = useState(() => presenter.now());
  const { id } = useParams();
  const effects = usePresenterEffects(presenter);
  const [tab, setTab] = useState<LogTab>('lockLog');

  useEffect(() => {
    void presenter.load(Number(id));
  }, [presenter, id]);

  const title = state.status === 'ready' ? `${state.lock.setting.lockName}の履歴` : 'ロック履歴';
  const heading = (
    <>
      {effects}
      <PageHeading title={title} trail={[{ label: 'ロック一覧', to: '/locks/' }]} />
    </>
  );
  if (plan.status === 'failed')
    return (
      <Box>
        {heading}
        <LoadFailed message={MESSAGES.networkFailed} />
      </Box>
    );
  if (plan.status === 'loading' || state.status !== 'ready')
    return (
      <Box>
        {heading}
        <Loading />
      </Box>
    );
  if (!canOpenLogScreen(plan.plan)) {
    return (
      <Box>
        {heading}
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{MESSAGES.planUnavailable}</Alert.Title>
        </Alert.Root>
      </Box>
    );
  }
  const tabs = visibleLogTabs(plan.plan);
  const current = tabs.includes(tab) ? tab : (tabs[0] ?? 'lockLog');
  const props = { lock: state.lock, plan: plan.plan, now };
  return (
    <Box>
      {heading}
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
    </Box>
  );
}
