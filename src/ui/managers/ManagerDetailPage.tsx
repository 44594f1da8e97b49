import { Alert, Button, Card, DataList, Stack, Text } from '@chakra-ui/react';
import { MANAGER_MESSAGES } from '../../domain/managers/messages';
import { formatJapaneseDateTime } from '../../domain/shared/dates';
import { usePresenter } from '../shared/di';
import { useObservable } from '../shared/useObservable';
import { PageHeading } from '../shared/PageHeading';
import { GoneNotice } from '../shared/Conflicts';
import { LoadFailed, Loading } from '../shared/States';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { ManagerDetailPresenter } from './ManagerDetailPresenter';
import { pathOf, useRouteParams } from '../shell/routeTable';

const TRAIL = [{ label: '管理者', to: pathOf('managers') }];

/** /managers/:manager_id: name, e-mail and dates; removal with a warning, never on the own record. */
export default function ManagerDetailPage() {
  const { manager_id: param } = useRouteParams('manager-detail');
  const id = Number(param);
  const presenter = usePresenter(ManagerDetailPresenter, { managerId: id });
  const state = useObservable(presenter);
  const effects = usePresenterEffects(presenter);

  return (
    <>
      <PageHeading title={state.status === 'ready' ? state.detail.manager.name : '管理者の詳細'} trail={TRAIL} />
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' &&
        (state.notFound ? (
          <GoneNotice message={state.message} listLabel="管理者一覧" to={pathOf('managers')} />
        ) : (
          <LoadFailed message={state.message} onRetry={() => void presenter.open({ managerId: id })} />
        ))}
      {state.status === 'ready' && (
        <Card.Root maxW="2xl" variant="outline" bg="white">
          <Card.Body>
            <Stack gap="5">
              <DataList.Root orientation="horizontal">
                <DataList.Item>
                  <DataList.ItemLabel>名前</DataList.ItemLabel>
                  <DataList.ItemValue data-testid="manager-name">{state.detail.manager.name}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>メールアドレス</DataList.ItemLabel>
                  <DataList.ItemValue data-testid="manager-email" wordBreak="break-all">
                    {state.detail.manager.email}
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>登録日時</DataList.ItemLabel>
                  <DataList.ItemValue data-testid="manager-created">
                    {formatJapaneseDateTime(state.detail.manager.createdAt)}
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>更新日時</DataList.ItemLabel>
                  <DataList.ItemValue>{formatJapaneseDateTime(state.detail.manager.updatedAt)}</DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
              {state.detail.isOwn ? (
                <Alert.Root status="info" data-testid="own-record">
                  <Alert.Indicator />
                  <Alert.Title>{MANAGER_MESSAGES.ownRecord}</Alert.Title>
                </Alert.Root>
              ) : (
                <Stack gap="2" align="flex-start">
                  <Text fontSize="sm" color="gray.600">
                    削除すると、この管理者は組織を管理できなくなります。
                  </Text>
                  <Button colorPalette="red" variant="outline" onClick={() => void presenter.remove()}>
                    この管理者を削除
                  </Button>
                </Stack>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
      {effects}
    </>
  );
}
