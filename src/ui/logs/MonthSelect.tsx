import { Field, NativeSelect } from '@chakra-ui/react';
import { selectableMonths, type YearMonth } from '../../domain/logs/dateBounds';
import { formatYearMonth } from '../../domain/shared/dates';

/** Months from the lock's registration to now, newest first: no future, nothing before the lock. */
export function MonthSelect({
  label = '表示する月',
  createdAt,
  now,
  value,
  onChange,
}: {
  label?: string;
  createdAt: string;
  now: Date;
  value: YearMonth;
  onChange: (m: YearMonth) => void;
}) {
  const months = selectableMonths(createdAt, now);
  return (
    <Field.Root w={{ base: 'full', sm: '12rem' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          bg="white"
          value={`${value.year}-${value.month}`}
          onChange={(e) => {
            const [year, month] = e.currentTarget.value.split('-').map(Number);
            if (year && month) onChange({ year, month });
          }}
        >
          {months.map((m) => (
            <option key={`${m.year}-${m.month}`} value={`${m.year}-${m.month}`}>
              {formatYearMonth(m.year, m.month)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
