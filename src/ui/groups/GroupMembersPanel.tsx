import { Badge, Button, Checkbox, Flex, Input, Stack, Switch, Text } from '@chakra-ui/react';
import * as E from 'fp-ts/Either';
import { useState } from 'react';
import { GROUP_GUEST_PAGE_SIZE } from '../../domain/groups/group';
import { MESSAGES } from '../../domain/shared/messages';
import { notifyError, notifySuccess } from '../shell/notify';
import { useObservable } from '../shell/useObservable';
import { Pager } from '../shared/Pager';
import { ResponsiveTable } from '../shared/ResponsiveTable';
import { Empty, LoadFailed, Loading } from '../shared/States';
import type { GroupMembersPresenter, MembersTab } from './GroupMembersPresenter';

interface GroupMembersPanelProps {
  readonly presenter: GroupMembersPresenter;
  readonly tab: MembersTab;
}

/** One guest tab of a group: tick who belongs, across pages, then Save once. */
export function GroupMembersPanel({ presenter, tab }: GroupMembersPanelProps) {
  const state = useObservable(presenter);
  const [term, setTerm] = useState(state.name);
  const pending = Object.keys(state.changes).length;
  const label = tab === 'connected' ? '連携済みの利用者' : '未連携の利用者';

  const save = async () => {
    const result = await presenter.save();
    // the presenter has already loaded the list again (spec section 4)
    if (E.isRight(result)) notifySuccess(MESSAGES.saved);
    else if (result.left) notifyError(result.left);
  };

  return (
    <Stack gap="4">
      <form role="search" onSubmit={(e) => { e.preventDefault(); void presenter.search(term); }}>
        <Flex gap="2" maxW="md">
          <Input aria-label={`${label}を名前で検索`} placeholder="名前で検索" value={term} onChange={(e) => setTerm(e.target.value)} bg="white" />
          <Button type="submit" variant="outline">検索</Button>
        </Flex>
      </form>
      <Flex gap="4" align="center" wrap="wrap">
        <Switch.Root checked={state.membersOnly} onCheckedChange={(e) => void presenter.showMembersOnly(e.checked)} colorPalette="teal">
          <Switch.HiddenInput />
          <Switch.Control><Switch.Thumb /></Switch.Control>
          <Switch.Label>メンバーのみ表示</Switch.Label>
        </Switch.Root>
        <Text fontSize="sm" color="gray.700" data-testid="member-count" aria-live="polite">
          {state.memberCount === null ? '' : `このグループの${label}：${state.memberCount}人`}
        </Text>
      </Flex>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && state.message && <LoadFailed message={state.message} onRetry={() => void presenter.goToPage(state.page)} />}
      {state.status === 'ready' && state.rows.length === 0 && (
        <Empty title={state.membersOnly && state.name === '' ? `${label}のメンバーはいません。` : '該当する利用者はいません。'}
          description={state.membersOnly ? '「メンバーのみ表示」をオフにすると、メンバーに加える利用者を選べます。' : undefined} />
      )}
      {state.status === 'ready' && state.rows.length > 0 && (
        <ResponsiveTable
          label={label}
          rows={state.rows}
          rowKey={(row) => row.id}
          rowOptions={(row) => ({ testId: 'member-row', bg: row.changed ? 'yellow.50' : undefined })}
          columns={[
            {
              key: 'member', header: 'メンバー', width: '6rem',
              cell: (row) => (
                <Checkbox.Root checked={row.checked} onCheckedChange={(e) => presenter.toggle(row.id, e.checked === true)} colorPalette="teal">
                  <Checkbox.HiddenInput aria-label={`${row.name}をメンバーにする`} />
                  <Checkbox.Control />
                </Checkbox.Root>
              ),
            },
            { key: 'name', header: '名前', cell: (row) => <>{row.name}{row.changed && <Badge ms="2" colorPalette="yellow">未保存</Badge>}</> },
            { key: 'email', header: 'メールアドレス', cell: (row) => row.email },
          ]}
        />
      )}
      <Pager total={state.total} perPage={GROUP_GUEST_PAGE_SIZE} page={state.page} onPageChange={(page) => void presenter.goToPage(page)} label={`${label}のページ送り`} />
      <Flex align="center" gap="3" wrap="wrap">
        <Button colorPalette="teal" onClick={() => void save()} loading={state.saving} loadingText="保存中" disabled={pending === 0}>保存する</Button>
        <Text fontSize="sm" color="gray.600" aria-live="polite">{pending > 0 ? `未保存の変更が${pending}件あります。` : '変更はありません。'}</Text>
      </Flex>
    </Stack>
  );
}
