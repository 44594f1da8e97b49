import { Checkbox, Flex, Stack, Text } from '@chakra-ui/react';
import { Field, useField } from 'react-final-form';
import { EXPIRY_YEAR_MAX, EXPIRY_YEAR_MIN, snapDateTime } from '../../domain/keypads/expiry';
import { errorOf } from '../shared/FormField';
import { HolidayDateField } from '../calendar/HolidayDateField';
import { TimeField } from '../shared/TimeField';

const YEAR_MIN = `${EXPIRY_YEAR_MIN}-01-01`;
const YEAR_MAX = `${EXPIRY_YEAR_MAX}-12-31`;

function DateTimeRow({ name, label }: { readonly name: string; readonly label: string }) {
  const date = useField<string>(`${name}Date`);
  const time = useField<string>(`${name}Time`);
  const error = errorOf(date.meta) ?? errorOf(time.meta);
  // a time off the 5-minute grid (typed or from the server) is snapped up to the next mark
  const setTime = (value: string) => {
    const snapped = snapDateTime(date.input.value, value);
    if (snapped && snapped.date !== date.input.value) date.input.onChange(snapped.date);
    time.input.onChange(snapped?.time ?? value);
  };
  return (
    <Stack gap="1" data-testid={`expiry-${label}`}>
      <Flex gap="2" wrap="wrap" align="end">
        <Stack flex="1 1 12rem" minW="0">
          <HolidayDateField
            label={`${label}日`}
            value={date.input.value}
            onChange={(v) => {
              date.input.onChange(v);
              date.input.onBlur();
            }}
            min={YEAR_MIN}
            max={YEAR_MAX}
          />
        </Stack>
        <TimeField label={`${label}時刻`} value={time.input.value} onChange={setTime} onBlur={time.input.onBlur} />
      </Flex>
      {error && (
        <Text color="red.600" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The optional access period of a PIN or a card: a switch, then start and end, each a
 * Japanese date picker (2023–2030) and the 24-hour time selects in 5-minute steps.
 * `name` is the form path of an ExpiryInput.
 */
export function ExpiryFields({
  name,
  legend = '有効期限',
  always = false,
}: {
  readonly name: string;
  readonly legend?: string;
  /** A period that is always set (a visitor pass): the start and end without the switch. */
  readonly always?: boolean;
}) {
  if (always)
    return (
      <Stack as="fieldset" gap="3" borderWidth="1px" borderRadius="md" p="3" bg="gray.50" minW="0">
        <Text as="legend" fontSize="sm" fontWeight="medium">
          {legend}
        </Text>
        <DateTimeRow name={`${name}.from`} label="開始" />
        <DateTimeRow name={`${name}.to`} label="終了" />
      </Stack>
    );
  return (
    <Stack as="fieldset" gap="3" borderWidth="1px" borderRadius="md" p="3" bg="gray.50" minW="0">
      <Field<boolean> name={`${name}.enabled`} type="checkbox">
        {({ input }) => (
          <Checkbox.Root checked={input.checked === true} onCheckedChange={(e) => input.onChange(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{legend}を設定する</Checkbox.Label>
          </Checkbox.Root>
        )}
      </Field>
      <Field<boolean> name={`${name}.enabled`} subscription={{ value: true }}>
        {({ input }) =>
          input.value ? (
            <Stack gap="3">
              <DateTimeRow name={`${name}.from`} label="開始" />
              <DateTimeRow name={`${name}.to`} label="終了" />
            </Stack>
          ) : (
            <Text fontSize="sm" color="gray.600">
              期限なし（削除するまで使えます）
            </Text>
          )
        }
      </Field>
    </Stack>
  );
}
