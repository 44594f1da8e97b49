import { Text } from '@chakra-ui/react';
import { formatYen } from '../../domain/shared/money';
import type { FeeTable as Fees } from '../../domain/signup/plans';
import { SIGNUP_TEXTS } from '../../domain/signup/messages';
import { ResponsiveTable } from '../shared/ResponsiveTable';

interface FeeRow {
  readonly key: string;
  readonly label: string;
  readonly detail?: string;
  readonly amount: number;
  readonly testId: string;
  readonly strong?: boolean;
}

const rowsOf = (fees: Fees, taxRate: number): ReadonlyArray<FeeRow> => [
  ...fees.lines
    .filter((l) => l.quantity > 0)
    .map((l) => ({
      key: l.key,
      label: l.label,
      detail: `${formatYen(l.price)} × ${l.quantity}`,
      amount: l.amount,
      testId: `fee-${l.name}`,
    })),
  { key: 'subtotal', label: '小計（税抜）', amount: fees.subtotal, testId: 'fee-subtotal' },
  { key: 'tax', label: `消費税（${Math.round(taxRate * 1000) / 10}%）`, amount: fees.tax, testId: 'fee-tax' },
  { key: 'total', label: '合計（税込）', amount: fees.total, testId: 'fee-total', strong: true },
];

/**
 * Monthly fees: each line price × quantity, subtotal, tax (floor of rate × subtotal), total.
 * Two columns fit 390 px, so it stays a table at every width (ResponsiveTable's layout="table").
 */
export function FeeTable({ fees, taxRate }: { fees: Fees; taxRate: number }) {
  return (
    <>
      <Text fontWeight="bold">月額ご利用料金</Text>
      <ResponsiveTable<FeeRow>
        label="月額ご利用料金"
        testId="fee-table"
        layout="table"
        rows={rowsOf(fees, taxRate)}
        rowKey={(row) => row.key}
        rowOptions={(row) => ({ testId: row.testId })}
        columns={[
          {
            key: 'item',
            header: '項目（単価 × 数量）',
            place: 'title',
            cell: (row) => (
              <>
                <Text fontWeight={row.strong ? 'bold' : 'normal'}>{row.label}</Text>
                {row.detail && (
                  <Text fontSize="xs" color="gray.600">
                    {row.detail}
                  </Text>
                )}
              </>
            ),
          },
          {
            key: 'amount',
            header: '金額',
            align: 'end',
            nowrap: true,
            testId: 'fee-amount',
            cell: (row) => (
              <Text as="span" fontWeight={row.strong ? 'bold' : 'normal'}>
                {formatYen(row.amount)}
              </Text>
            ),
          },
        ]}
      />
      <Text fontSize="sm" color="teal.800" fontWeight="medium">
        {SIGNUP_TEXTS.firstMonthFree}
      </Text>
    </>
  );
}
