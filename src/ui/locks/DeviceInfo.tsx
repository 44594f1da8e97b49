import { DataList, Heading, Stack } from '@chakra-ui/react';
import { hubModelLabelOf } from '../../domain/locks/hub';
import { keypadSideLabelOf } from '../../domain/locks/keypad';
import { modelNameOf, type Lock } from '../../domain/locks/lock';
import { formatJapaneseDate } from '../../domain/shared/dates';

interface Row {
  readonly label: string;
  readonly value: string;
}

const rowsOf = (lock: Lock): ReadonlyArray<Row> => {
  const { subLock, hub } = lock.setting;
  return [
    { label: 'ロック', value: `${modelNameOf(lock.modelId)}（シリアル番号 ${lock.serialNo}）` },
    {
      label: 'サブロック',
      value: subLock ? `${modelNameOf(subLock.modelId)}（シリアル番号 ${subLock.serialNo}）` : 'なし',
    },
    ...(lock.keypads.length === 0
      ? [{ label: 'キーパッド', value: 'なし' }]
      : lock.keypads.map((k) => ({
          label: `キーパッド（${keypadSideLabelOf(k.useCase)}）`,
          value: `${modelNameOf(k.modelId)}（シリアル番号 ${k.serialNo}）`,
        }))),
    {
      label: 'ハブ',
      value: hub ? `${hubModelLabelOf(hub.serialNo)}（シリアル番号 ${String(hub.serialNo)}）` : '未設定',
    },
    { label: '登録日', value: formatJapaneseDate(lock.setting.createdAt) },
  ];
};

/** The devices of a lock: model names from model ids, the hub model from its serial. */
export function DeviceInfo({ lock }: { readonly lock: Lock }) {
  return (
    <Stack gap="3" as="section" aria-labelledby="device-info">
      <Heading as="h2" size="md" id="device-info">
        デバイス情報
      </Heading>
      <DataList.Root orientation="horizontal" data-testid="device-info">
        {rowsOf(lock).map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel minW="10em">{row.label}</DataList.ItemLabel>
            <DataList.ItemValue>{row.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
