import { Badge, Button, Card, Link as ChakraLink, Flex, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { pathOf } from '../shell/routeTable';
import { usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { PageHeading } from '../shared/PageHeading';
import { SearchBox } from '../shared/SearchBox';
import { useListInUrl, useTermField } from '../shared/listUrl';
import { Empty, LoadFailed, Loading } from '../shared/States';
import { GroupsPresenter } from './GroupsPresenter';
import { SettingsIcon } from './icons';

const GROUP_LIST_URL = { name: { param: 'q' } };

/** /groups/: the organization's key groups with their members and conditions in words. */
export default function GroupsPage() {
  const presenter = usePresenter(GroupsPresenter);
  useListInUrl(presenter.list, GROUP_LIST_URL);
  const state = useObservable(presenter);
  const [term, setTerm] = useTermField(state.name);
  return (
    <>
      <PageHeading
        title="鍵グループ"
        actions={
          <Button asChild colorPalette="teal">
            <Link to={pathOf('groups-new')}>鍵グループを作成</Link>
          </Button>
        }
      />
      <SearchBox
        label="グループ名で検索"
        placeholder="グループ名で検索"
        value={term}
        onChange={setTerm}
        onSearch={(name) => void presenter.search(name)}
        mb="5"
      />
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <LoadFailed message={state.message} onRetry={() => void presenter.search(state.name)} />
      )}
      {state.status === 'ready' && state.groups.length === 0 && (
        <Empty
          title={state.name ? '該当する鍵グループはありません。' : '鍵グループはまだありません。'}
          description={state.name ? '別の名前で検索してください。' : '「鍵グループを作成」から作成できます。'}
        />
      )}
      {state.status === 'ready' && state.groups.length > 0 && (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="4" listStyleType="none">
          {state.groups.map((group) => (
            <Card.Root as="li" key={group.id} data-testid="group-card" variant="outline">
              <Card.Body gap="3">
                <Flex justify="space-between" align="start" gap="2">
                  <Stack gap="1">
                    <Text as="h2" fontWeight="bold" fontSize="lg" overflowWrap="anywhere">
                      {/* the name opens the group too, not only the small gear */}
                      <ChakraLink asChild color="teal.700">
                        <Link to={pathOf('groups-detail', { id: group.id })}>{group.name}</Link>
                      </ChakraLink>
                    </Text>
                    <Text fontSize="sm" color="gray.600">
                      メンバー {group.memberCount}名
                    </Text>
                  </Stack>
                  <IconButton asChild variant="ghost" aria-label={`${group.name}の設定`}>
                    <Link to={pathOf('groups-detail', { id: group.id })}>
                      <SettingsIcon />
                    </Link>
                  </IconButton>
                </Flex>
                <Stack gap="1" aria-label="利用条件">
                  <Text fontSize="xs" color="gray.600">
                    利用条件
                  </Text>
                  <Flex gap="2" wrap="wrap" data-testid="group-conditions">
                    {group.conditions.map((text) => (
                      <Badge key={text} colorPalette="teal" variant="subtle" size="md">
                        {text}
                      </Badge>
                    ))}
                  </Flex>
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
