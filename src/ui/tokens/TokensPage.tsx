import { Badge, Button, Field, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { formatJapaneseDateTime } from '../../domain/shared/dates';
import { TOKEN_MESSAGES } from '../../domain/tokens/messages';
import {
  isRevoked,
  sortChoiceValueOf,
  TOKEN_SORT_CHOICES,
  type ApiToken,
  type SortOrder,
  type TokenSort,
} from '../../domain/tokens/token';
import { usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { useListInUrl } from '../shared/listUrl';
import { PageHeading } from '../shared/PageHeading';
import { PagedList } from '../shared/PagedList';
import { ResponsiveTable } from '../shared/ResponsiveTable';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { IssueTokenDialog } from './IssueTokenDialog';
import { TokensPresenter } from './TokensPresenter';

const nameOf = (token: ApiToken): string => token.applicationName ?? TOKEN_MESSAGES.noApplicationName;
const greyed = (token: ApiToken) => (isRevoked(token) ? { color: 'gray.500' } : undefined);

/** The sort in the address (?sort=last_used_at&order=asc); a word the select does not offer is no sort. */
const TOKEN_LIST_URL = {
  sort: {
    param: 'sort',
    parse: (raw: string): TokenSort | undefined => TOKEN_SORT_CHOICES.find((c) => c.sort === raw)?.sort,
  },
  order: {
    param: 'order',
    parse: (raw: string): SortOrder | undefined => (raw === 'asc' || raw === 'desc' ? raw : undefined),
  },
};

/** /tokens/: our own screen for the external application API tokens (the spec gives only the calls). */
export default function TokensPage() {
  const presenter = usePresenter(TokensPresenter);
  useListInUrl(presenter.list, TOKEN_LIST_URL);
  const list = useObservable(presenter.list);
  const effects = usePresenterEffects(presenter);

  return (
    <>
      <PageHeading
        title="APIトークン"
        actions={
          <Button colorPalette="teal" onClick={() => presenter.openIssueDialog()}>
            トークンを発行
          </Button>
        }
      />
      <Stack gap="4">
        <Text fontSize="sm" color="gray.600">
          外部アプリケーションからこの組織のAPIを呼び出すためのトークンです。発行したトークンは発行時に一度だけ表示されます。
        </Text>
        <Field.Root maxW="xs">
          <Field.Label>並び順</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={sortChoiceValueOf(list.query)}
              onChange={(e) => void presenter.sortBy(e.currentTarget.value)}
              bg="white"
            >
              {TOKEN_SORT_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <PagedList
          list={list}
          empty={TOKEN_MESSAGES.empty}
          onRetry={() => void presenter.list.reload()}
          onPageChange={(page) => void presenter.goToPage(page)}
          pagerLabel="APIトークン一覧のページ送り"
        >
          {(rows) => (
            <ResponsiveTable
              label="APIトークン一覧"
              testId="token-list"
              rows={rows}
              rowKey={(t) => t.id}
              rowOptions={(t) => ({
                testId: isRevoked(t) ? 'token-row-revoked' : 'token-row',
                bg: isRevoked(t) ? 'gray.50' : undefined,
              })}
              columns={[
                { key: 'name', header: 'アプリケーション名', place: 'title', cell: nameOf, css: greyed },
                {
                  key: 'token',
                  header: 'トークン',
                  cell: (t) => (
                    <Text as="span" fontFamily="mono" wordBreak="break-all">
                      {t.maskedToken ?? '-'}
                    </Text>
                  ),
                  css: greyed,
                },
                {
                  key: 'created',
                  header: '発行日時',
                  cell: (t) => formatJapaneseDateTime(t.createdAt),
                  nowrap: true,
                  css: greyed,
                },
                {
                  key: 'used',
                  header: '最終利用日時',
                  cell: (t) => (t.lastUsedAt ? formatJapaneseDateTime(t.lastUsedAt) : TOKEN_MESSAGES.neverUsed),
                  nowrap: true,
                  testId: 'token-last-used',
                  css: greyed,
                },
                {
                  key: 'state',
                  header: '状態',
                  testId: 'token-state',
                  cell: (t) =>
                    t.revokedAt !== null ? (
                      <Badge colorPalette="gray">無効（{formatJapaneseDateTime(t.revokedAt)}）</Badge>
                    ) : (
                      <Badge colorPalette="green">有効</Badge>
                    ),
                },
                {
                  key: 'ops',
                  header: '操作',
                  place: 'actions',
                  align: 'end',
                  cell: (t) =>
                    isRevoked(t) ? null : (
                      <Flex justify="flex-end">
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          onClick={() => void presenter.revoke(t)}
                          aria-label={`${nameOf(t)}のトークンを無効化`}
                        >
                          無効化
                        </Button>
                      </Flex>
                    ),
                },
              ]}
            />
          )}
        </PagedList>
      </Stack>
      <IssueTokenDialog presenter={presenter} />
      {effects}
    </>
  );
}
