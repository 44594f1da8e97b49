import { Badge, Button, Checkbox, Flex, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useObservable } from '../shell/useObservable';
import { Pager } from '../shared/Pager';
import { Empty, LoadFailed, Loading } from '../shared/States';
import type { GroupMembersPresenter, MembersTab } from './GroupMembersPresenter';

interface GroupMembersPanelProps {
  readonly presenter: GroupMembersPresenter;
  readonly tab: MembersTab;
}

/** One guest tab of a group: tick who belongs, across pages, then Save once. */
export function GroupMembersPanel({ presenter, tab }: GroupMembersPanelProps) {
  const state = useObservable(presenter);
  const list = useObservable(presenter.list);
  const [term, setTerm] = useState(list.query.name);
  const pending = Object.keys(state.changes).length;
  const label = tab === 'connected' ? '連携済みの利用者' : '未連携の利用者';

  const save = () => presenter.save();

  return (
    <Stack gap="4">
      <form role="search" onSubmit={(e) => { e.preventDefault(); void presenter.search(term); }}>
        <Flex gap="2" maxW="md">
          <Input aria-label={`${label}を名前で検索`} placeholder="名前で検索" value={term} onChange={(e) => setTerm(e.target.value)} bg="white" />
          <Button type="submit" variant="outline">検索</Button>
        </Flex>
      </form>
      {list.status === 'loading' && <Loading />}
      {list.status === 'failed' && list.message && <LoadFailed message={list.message} onRetry={() => void presenter.list.reload()} />}
      {list.status === 'ready' && state.rows.length === 0 && <Empty title="該当する利用者はいません。" />}
      {list.status === 'ready' && state.rows.length > 0 && (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
          <Table.Root size="sm" aria-label={label}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="6rem">メンバー</Table.ColumnHeader>
                <Table.ColumnHeader>名前</Table.ColumnHeader>
                <Table.ColumnHeader>メールアドレス</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {state.rows.map((row) => (
                <Table.Row key={row.id} data-testid="member-row" bg={row.changed ? 'yellow.50' : undefined}>
                  <Table.Cell>
                    <Checkbox.Root checked={row.checked} onCheckedChange={(e) => presenter.toggle(row.id, e.checked === true)} colorPalette="teal" aria-label={`${row.name}をメンバーにする`}>
                      <Checkbox.HiddenInput aria-label={`${row.name}をメンバーにする`} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                  <Table.Cell>{row.name}{row.changed && <Badge ms="2" colorPalette="yellow">未保存</Badge>}</Table.Cell>
                  <Table.Cell>{row.email}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Pager total={list.total} perPage={list.perPage} page={list.page} onPageChange={(page) => void presenter.goToPage(page)} label={`${label}のページ送り`} />
      <Flex align="center" gap="3" wrap="wrap">
        <Button colorPalette="teal" onClick={() => void save()} loading={state.saving} loadingText="保存中" disabled={pending === 0}>保存する</Button>
        <Text fontSize="sm" color="gray.600" aria-live="polite">{pending > 0 ? `未保存の変更が${pending}件あります。` : '変更はありません。'}</Text>
      </Flex>
    </Stack>
  );
}
