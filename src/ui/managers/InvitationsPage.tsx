import { Button, Flex, Stack } from '@chakra-ui/react';
import { MANAGER_MESSAGES } from '../../domain/managers/messages';
import { formatJapaneseDateTime } from '../../domain/shared/dates';
import { usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { useListInUrl } from '../shared/listUrl';
import { PageHeading } from '../shared/PageHeading';
import { PagedList } from '../shared/PagedList';
import { ResponsiveTable } from '../shared/ResponsiveTable';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { InviteAction } from './InviteAction';
import { InvitationsPresenter } from './InvitationsPresenter';

/** /manager-invitations/: invitations not accepted yet, with resend and delete. */
export default function InvitationsPage() {
  const presenter = usePresenter(InvitationsPresenter);
  useListInUrl(presenter.list, {});
  const state = useObservable(presenter);
  const list = useObservable(presenter.list);
  const effects = usePresenterEffects(presenter);

  return (
    <>
      <PageHeading title="招待中の管理者" actions={<InviteAction />} />
      <Stack gap="4">
        <PagedList
          list={list}
          empty={MANAGER_MESSAGES.noInvitations}
          onRetry={() => void presenter.list.reload()}
          onPageChange={(page) => void presenter.goToPage(page)}
          pagerLabel="招待中の管理者のページ送り"
          // the list sends no total (its answer is not shown): a full page of 100 offers the next, which may be empty
          pastEnd="これより後の招待はありません。前のページに戻ってください。"
        >
          {(rows) => (
            <ResponsiveTable
              label="招待中の管理者一覧"
              testId="invitation-list"
              rows={rows}
              rowKey={(i) => i.id}
              rowOptions={() => ({ testId: 'invitation-row' })}
              columns={[
                {
                  key: 'email',
                  header: 'メールアドレス',
                  place: 'title',
                  cell: (i) => i.email,
                  css: () => ({ wordBreak: 'break-all' }),
                },
                // the spec's invitation row is id and email: a sent date only where a server sends one, and no
                // column of dashes where none does
                ...(rows.some((i) => i.sentAt)
                  ? [
                      {
                        key: 'sent',
                        header: '送信日時',
                        cell: (i: (typeof rows)[number]) => (i.sentAt ? formatJapaneseDateTime(i.sentAt) : '-'),
                        nowrap: true,
                        testId: 'invitation-sent',
                      },
                    ]
                  : []),
                {
                  key: 'ops',
                  header: '操作',
                  place: 'actions',
                  align: 'end',
                  cell: (i) => (
                    <Flex gap="2" justify="flex-end" wrap="wrap">
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="teal"
                        loading={state.resending === i.id}
                        disabled={state.resending !== null && state.resending !== i.id}
                        onClick={() => void presenter.resend(i)}
                        aria-label={`${i.email}に再送信`}
                      >
                        再送信
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => void presenter.remove(i)}
                        aria-label={`${i.email}への招待を削除`}
                      >
                        削除
                      </Button>
                    </Flex>
                  ),
                },
              ]}
            />
          )}
        </PagedList>
      </Stack>
      {effects}
    </>
  );
}
