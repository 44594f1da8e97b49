import { Alert, Button, Flex, Stack, Tabs, Text } from '@chakra-ui/react';
import { useCallback, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { hasRegistrationFailed, type KeypadTab, type RegistrationJobStatus } from '../../domain/keypads/registration';
import { pathOf } from '../shell/routeTable';
import { useObservable } from '../shared/useObservable';
import { PageHeading } from '../shared/PageHeading';
import { PagedList } from '../shared/PagedList';
import { useListInUrl } from '../shared/listUrl';
import { ResponsiveTable, type Column } from '../shared/ResponsiveTable';
import { LoadFailed, Loading } from '../shared/States';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { HubNotSetNotice } from './HubNotSetNotice';
import type { KeypadListPresenter } from './KeypadListPresenter';
import { parseKeypadTab, useKeypadParams } from './keypadRoute';

type KeypadRow = { readonly id: number; readonly registrationJobStatus: RegistrationJobStatus };

export interface KeypadListViewProps<Row extends KeypadRow> {
  readonly presenter: KeypadListPresenter<Row>;
  /** Which keypad screen this is: its route, and the credentials its registration status shows. */
  readonly show: 'pins' | 'cards';
  /** The page title after the keypad's name ('キーパッドの暗証番号'). */
  readonly title: string;
  readonly newRoute: 'pins-new' | 'cards-new';
  readonly newLabel: string;
  /** What stands beside the keypad's name (the PIN count, the card limit). */
  readonly info: ReactNode;
  /**
   * The registration status of this keypad's PINs or cards, above the tabs: the screen's own view of the presenter's
   * `registration` part, as `keypads` knows neither (the presenter reads the list again when a registration settles).
   */
  readonly registrationStatus: (keypadId: number) => ReactNode;
  readonly emptyTitle: (tab: KeypadTab) => string;
  readonly jobFailed: string;
  readonly noun: string;
  readonly columns: ReadonlyArray<Column<Row>>;
  readonly rowTestId: string;
  /** Above the rows on screen: the bar of ticked rows and its actions (a bulk delete), with its dialog. */
  readonly bulk?: (rows: ReadonlyArray<Row>) => ReactNode;
  /** A dialog of the screen (the bulk run's), kept mounted whatever the list shows. */
  readonly dialog?: ReactNode;
}

/**
 * locks-pins and locks-cards: the keypad's heading, 'Hub not set', the registration status, the
 * registered / registering tabs (the tab is kept in the address) and the paged list.
 */
export function KeypadListView<Row extends KeypadRow>(props: KeypadListViewProps<Row>) {
  const { presenter } = props;
  const { lockId, keypadId, keypadName } = useKeypadParams(props.show === 'pins' ? 'locks-pins' : 'locks-cards');
  // the tab and the page in the address (a tab is a step Back undoes, as on every list)
  useListInUrl(presenter.list, { tab: { param: 'tab', parse: parseKeypadTab, push: true } });
  const state = useObservable(presenter);
  const list = useObservable(presenter.list);
  const effects = usePresenterEffects(presenter);
  const reload = useCallback(() => void presenter.list.reload(), [presenter]);
  const lockName = state.status === 'ready' ? state.keypad.lockName : '';
  const params = { id: lockId, keypad_id: keypadId, keypad_name: keypadName };

  return (
    <>
      <PageHeading
        title={`${keypadName}${props.title}`}
        trail={[
          { label: 'ロック一覧', to: pathOf('locks') },
          { label: lockName || 'ロック', to: pathOf('locks') },
        ]}
        actions={
          state.status === 'ready' ? (
            <Button asChild colorPalette="teal">
              <Link to={pathOf(props.newRoute, params)}>{props.newLabel}</Link>
            </Button>
          ) : undefined
        }
      />
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <LoadFailed message={state.message} />}
      {state.status === 'hub-not-set' && <HubNotSetNotice />}
      {state.status === 'ready' && (
        <Stack gap="4">
          <Flex gap="3" align="center" wrap="wrap">
            <Text fontSize="sm" color="gray.700">
              {state.keypad.lockName}（{state.keypad.sideLabel}キーパッド）
            </Text>
            {props.info}
          </Flex>
          {props.registrationStatus(keypadId)}
          <Tabs.Root
            value={list.query.tab}
            onValueChange={(e) => {
              void presenter.showTab(e.value as KeypadTab);
            }}
            colorPalette="teal"
          >
            <Tabs.List>
              <Tabs.Trigger value="registered">登録済み</Tabs.Trigger>
              <Tabs.Trigger value="registering">登録中</Tabs.Trigger>
            </Tabs.List>
            {(['registered', 'registering'] as const).map((tab) => (
              <Tabs.Content key={tab} value={tab} pt="4">
                {list.query.tab === tab && (
                  <Stack gap="4">
                    <PagedList
                      list={list}
                      empty={props.emptyTitle(tab)}
                      onRetry={reload}
                      onPageChange={(page) => void presenter.list.goToPage(page)}
                      pagerLabel={`${props.noun}一覧のページ送り`}
                    >
                      {(rows) => (
                        <>
                          {rows.some(hasRegistrationFailed) && (
                            <Alert.Root status="warning">
                              <Alert.Indicator />
                              <Alert.Title>{props.jobFailed}</Alert.Title>
                            </Alert.Root>
                          )}
                          {props.bulk?.(rows)}
                          <ResponsiveTable
                            label={`${props.noun}の一覧`}
                            columns={props.columns}
                            rows={rows}
                            rowKey={(row) => row.id}
                            rowOptions={() => ({ testId: props.rowTestId })}
                          />
                        </>
                      )}
                    </PagedList>
                  </Stack>
                )}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Stack>
      )}
      {props.dialog}
      {effects}
    </>
  );
}
