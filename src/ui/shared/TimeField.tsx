import { chakra, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';

const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
/** The spec (devices-access §5): hours 00 to 23 and 5-minute steps. */
export const MINUTE_STEP = 5;
const minutesOf = (step: number): string[] =>
  Array.from({ length: Math.ceil(60 / step) }, (_, i) => String(i * step).padStart(2, '0'));

const split = (value: string): { hour: string; minute: string } => {
  const m = /^(\d{2}):(\d{2})$/.exec(value);
  return m ? { hour: m[1] ?? '', minute: m[2] ?? '' } : { hour: '', minute: '' };
};

export interface TimeFieldProps {
  readonly label: string;
  /** 'HH:mm' (24-hour), or '' for none chosen yet. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly error?: string;
  readonly helper?: string;
  readonly disabled?: boolean;
  readonly required?: boolean;
  /** Minute step, 5 by default (the spec's). */
  readonly minuteStep?: number;
}

/**
 * The one time input of the console: an hour select 00–23 and a minute select in 5-minute steps,
 * the same in every browser and locale (the browser's time input showed '10:00 PM').
 * A value whose minute is off the step (e.g. '10:07' from the server) keeps its minute as an extra
 * choice instead of silently changing it. Picking an hour while no minute is chosen sets minute 00.
 */
export function TimeField({
  label,
  value,
  onChange,
  onBlur,
  error,
  helper,
  disabled,
  required,
  minuteStep = MINUTE_STEP,
}: TimeFieldProps) {
  const id = useId();
  const { hour, minute } = split(value);
  const minutes = minutesOf(minuteStep);
  const minuteChoices = minute !== '' && !minutes.includes(minute) ? [...minutes, minute].sort() : minutes;
  const labelId = `${id}-label`;
  const change = (next: { hour?: string; minute?: string }) => {
    const h = next.hour ?? (hour || '00');
    const m = next.minute ?? (minute || '00');
    onChange(`${h}:${m}`);
  };
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const describedBy = error !== undefined ? errorId : helper ? helperId : undefined;
  const select = (
    part: 'h' | 'm',
    partLabel: string,
    current: string,
    choices: ReadonlyArray<string>,
    onPick: (v: string) => void,
  ) => (
    <NativeSelect.Root size="md" w="5.5rem" disabled={disabled}>
      <NativeSelect.Field
        id={`${id}-${part}`}
        aria-label={`${label}（${partLabel}）`}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        value={current}
        bg="white"
        onChange={(e) => onPick(e.currentTarget.value)}
        onBlur={onBlur}
      >
        {current === '' && <option value="">--</option>}
        {choices.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  // not a Chakra Field.Root: its context would give both selects the same id
  return (
    <Stack gap="1.5" data-testid="time-field">
      <Text as="span" id={labelId} fontSize="sm" fontWeight="medium">
        {label}
        {required && (
          <Text as="span" color="red.600" aria-hidden="true">
            {' '}
            *
          </Text>
        )}
      </Text>
      <Flex role="group" aria-labelledby={labelId} align="center" gap="1">
        {select('h', '時', hour, HOURS, (h) => change({ hour: h }))}
        <chakra.label htmlFor={`${id}-h`} aria-hidden="true" me="2">
          時
        </chakra.label>
        {select('m', '分', minute, minuteChoices, (m) => change({ minute: m }))}
        <chakra.label htmlFor={`${id}-m`} aria-hidden="true">
          分
        </chakra.label>
      </Flex>
      {helper && error === undefined && (
        <Text id={helperId} fontSize="xs" color="gray.600">
          {helper}
        </Text>
      )}
      {error !== undefined && (
        <Text id={errorId} fontSize="sm" color="red.600" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
