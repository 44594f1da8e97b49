import { Table, Text } from '@chakra-ui/react';
import { formatYen } from '../../domain/shared/money';
import type { FeeTable as Fees } from '../../domain/signup/plans';
import { SIGNUP_TEXTS } from '../../domain/signup/messages';

/** Monthly fees: each line price × quantity, subtotal, tax (floor of rate × subtotal), total. Two columns fit 390 px. */
export function FeeTable({ fees, taxRate }: { fees: Fees; taxRate: number }) {
  return (
    <>
      <Table.Root size="sm" data-testid="fee-table">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="bold" mb="2">月額ご利用料金</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>項目（単価 × 数量）</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">金額</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {fees.lines.filter((l) => l.quantity > 0).map((line) => (
            <Table.Row key={line.key} data-testid={`fee-${line.name}`}>
              <Table.Cell>
                <Text>{line.label}</Text>
                <Text fontSize="xs" color="gray.600">{formatYen(line.price)} × {line.quantity}</Text>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{formatYen(line.amount)}</Table.Cell>
            </Table.Row>
          ))}
          <Table.Row>
            <Table.Cell>小計（税抜）</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="fee-subtotal">{formatYen(fees.subtotal)}</Table.Cell>
          </Table.Row>
          <Table.Row>
            <Table.Cell>消費税（{Math.round(taxRate * 1000) / 10}%）</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="fee-tax">{formatYen(fees.tax)}</Table.Cell>
          </Table.Row>
          <Table.Row fontWeight="bold">
            <Table.Cell>合計（税込）</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="fee-total">{formatYen(fees.total)}</Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
      <Text fontSize="sm" color="teal.800" fontWeight="medium">{SIGNUP_TEXTS.firstMonthFree}</Text>
    </>
  );
}
