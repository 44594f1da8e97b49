import { Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { MANAGER_MESSAGES } from '../../domain/managers/messages';
import { formatJapaneseDate } from '../../domain/shared/dates';
import { usePresenter } from '../shared/di';
import { pathOf } from '../shell/routeTable';
import { useObservable } from '../shared/useObservable';
import { PageHeading } from '../shared/PageHeading';
import { PagedList } from '../shared/PagedList';
import { useListInUrl, useTermField } from '../shared/listUrl';
import { ResponsiveTable } from '../shared/ResponsiveTable';
import { SearchBox } from '../shared/SearchBox';
import { InviteAction } from './InviteAction';
import { ManagersPresenter } from './ManagersPresenter';

/** /managers/: who administers the organization, searchable by name, 100 a page. */
export default function ManagersPage() {
  const presenter = usePresenter(ManagersPresenter);
  useListInUrl(presenter.list, { name: { param: 'q' } });
  const list = useObservable(presenter.list);
  const [term, setTerm] = useTermField(list.query.name);

  return (
    <>
      <PageHeading title="管理者" actions={<InviteAction />} />
      <Stack gap="4">
        <SearchBox
          label="管理者を名前で検索"
          value={term}
          onChange={setTerm}
          onSearch={(name) => void presenter.search(name)}
        />
        <PagedList
          list={list}
          empty={MANAGER_MESSAGES.noManagers}
          onRetry={() => void presenter.list.reload()}
          onPageChange={(page) => void presenter.goToPage(page)}
          pagerLabel="管理者一覧のページ送り"
          // the search sends no total (its answer is not shown): a full page of 100 offers the next, which may be empty
          pastEnd="これより後の管理者はいません。前のページに戻ってください。"
        >
          {(rows) => (
            <ResponsiveTable
              label="管理者一覧"
              testId="manager-list"
              rows={rows}
              rowKey={(m) => m.id}
              rowOptions={() => ({ testId: 'manager-row' })}
              columns={[
                {
                  key: 'name',
                  header: '名前',
                  place: 'title',
                  cell: (m) => (
                    <ChakraLink asChild color="teal.700" fontWeight="bold">
                      <Link to={pathOf('manager-detail', { manager_id: m.id })}>{m.name}</Link>
                    </ChakraLink>
                  ),
                },
                {
                  key: 'email',
                  header: 'メールアドレス',
                  cell: (m) => m.email,
                  css: () => ({ wordBreak: 'break-all' }),
                },
                {
                  key: 'created',
                  header: '登録日',
                  cell: (m) => formatJapaneseDate(m.createdAt),
                  nowrap: true,
                  testId: 'manager-created',
                },
              ]}
            />
          )}
        </PagedList>
      </Stack>
    </>
  );
}
