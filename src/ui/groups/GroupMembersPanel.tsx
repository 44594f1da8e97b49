import { Badge, Button, Checkbox, Flex, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useObservable } from '../shared/useObservable';
import { PagedList } from '../shared/PagedList';
import { Empty } from '../shared/States';
import { ResponsiveTable } from '../shared/ResponsiveTable';
import { SearchBox } from '../shared/SearchBox';
import { BulkRunDialog } from '../shared/bulk/BulkRunDialog';
import { TickBox } from '../shared/bulk/BulkTicks';
import { GuestsBulkBar } from '../guests/GuestsBulkBar';
import type { GroupMembersPresenter, MembersTab } from './GroupMembersPresenter';

interface GroupMembersPanelProps {
  readonly presenter: GroupMembersPresenter;
  readonly tab: MembersTab;
}

/** One guest tab of a group: tick who belongs, across pages, then Save once. */
export function GroupMembersPanel({ presenter, tab }: GroupMembersPanelProps) {
  const state = useObservable(presenter);
  const list = useObservable(presenter.list);
  const submission = useObservable(presenter.submission);
  const [term, setTerm] = useState(list.query.name);
  const pending = Object.keys(state.changes).length;
  const label = tab === 'connected' ? '連携済みの利用者' : '未連携の利用者';

  const save = () => presenter.save();

  return (
    <Stack gap="4">
      <SearchBox
        label={`${label}を名前で検索`}
        value={term}
        onChange={setTerm}
        onSearch={(name) => void presenter.search(name)}
      />
      <Flex gap="4" align="center" wrap="wrap">
        <Switch.Root
          checked={list.query.membersOnly}
          onCheckedChange={(e) => void presenter.showMembersOnly(e.checked)}
          colorPalette="teal"
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>メンバーのみ表示</Switch.Label>
        </Switch.Root>
        <Text fontSize="sm" color="gray.700" data-testid="member-count" aria-live="polite">
          {state.memberCount === null ? '' : `このグループの${label}：${state.memberCount}人`}
        </Text>
      </Flex>
      {/* the rows are the presenter's (each with its unsaved tick), the paging is the query's */}
      <PagedList
        list={{ ...list, rows: state.rows }}
        empty={
          <Empty
            title={
              list.query.membersOnly && list.query.name === ''
                ? `${label}のメンバーはいません。`
                : '該当する利用者はいません。'
            }
            description={
              list.query.membersOnly
                ? '「メンバーのみ表示」をオフにすると、メンバーに加える利用者を選べます。'
                : undefined
            }
          />
        }
        onRetry={() => void presenter.list.reload()}
        onPageChange={(page) => void presenter.goToPage(page)}
        pagerLabel={`${label}のページ送り`}
      >
        {(rows) => (
          <>
            {/* apart from membership: guests selected to act on together (another group, the connection request) */}
            <GuestsBulkBar bulk={presenter.bulk} rows={list.rows} request={tab === 'unconnected'} />
            <ResponsiveTable
              label={label}
              rows={rows}
              rowKey={(row) => row.id}
              rowOptions={(row) => ({ testId: 'member-row', bg: row.changed ? 'yellow.50' : undefined })}
              columns={[
                {
                  key: 'tick',
                  header: '選択',
                  width: '3rem',
                  cell: (row) => {
                    const guest = list.rows.find((g) => g.id === row.id);
                    return guest ? (
                      <TickBox toggle selection={presenter.bulk.selection} item={guest} label={`${row.name}を選択`} />
                    ) : null;
                  },
                },
                {
                  key: 'member',
                  header: 'メンバー',
                  width: '6rem',
                  cell: (row) => (
                    <Checkbox.Root
                      checked={row.checked}
                      onCheckedChange={(e) => presenter.toggle(row.id, e.checked === true)}
                      colorPalette="teal"
                    >
                      <Checkbox.HiddenInput aria-label={`${row.name}をメンバーにする`} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  ),
                },
                {
                  key: 'name',
                  header: '名前',
                  cell: (row) => (
                    <>
                      {row.name}
                      {row.changed && (
                        <Badge ms="2" colorPalette="yellow">
                          未保存
                        </Badge>
                      )}
                    </>
                  ),
                },
                { key: 'email', header: 'メールアドレス', cell: (row) => row.email },
              ]}
            />
          </>
        )}
      </PagedList>
      <Flex align="center" gap="3" wrap="wrap">
        <Button
          colorPalette="teal"
          onClick={() => void save()}
          loading={submission.status === 'submitting'}
          loadingText="保存中"
          disabled={pending === 0}
        >
          保存する
        </Button>
        <Text fontSize="sm" color="gray.600" aria-live="polite">
          {pending > 0 ? `未保存の変更が${pending}件あります。` : '変更はありません。'}
        </Text>
      </Flex>
      {/* both tabs' panels are mounted: the dialog is the shown tab's */}
      {list.query.tab === tab && <BulkRunDialog run={presenter.bulk.run} />}
    </Stack>
  );
}
