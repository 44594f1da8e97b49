import { Box, Checkbox, Flex, Stack, Switch, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useField, useFormState } from 'react-final-form';
import { WEEKDAY_LABELS, WEEKDAYS } from '../../domain/groups/group';
import type { GroupForm } from '../../domain/groups/groupForm';
import { HolidayDateField } from '../calendar/HolidayDateField';
import { TimeField } from '../shared/TimeField';

type Part = 'duration' | 'daily' | 'weekly';

/** A part's message shows once the manager touched one of its inputs or tried to save. */
export function usePartError(part: Part): string | undefined {
  const { errors, submitFailed, modified } = useFormState<GroupForm>({
    subscription: { errors: true, submitFailed: true, modified: true },
  });
  const message = (errors as Partial<Record<string, unknown>> | undefined)?.[part];
  const touched = submitFailed || Object.entries(modified ?? {}).some(([key, on]) => on && key.startsWith(`${part}.`));
  return touched && typeof message === 'string' ? message : undefined;
}

export function FlagSwitch({ name, label, help }: { name: string; label: string; help?: string }) {
  const { input } = useField<boolean>(name, { type: 'checkbox' });
  return (
    <Stack gap="0">
      <Switch.Root
        checked={input.checked === true}
        onCheckedChange={(e) => input.onChange(e.checked)}
        colorPalette="teal"
      >
        <Switch.HiddenInput onBlur={input.onBlur} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {help && (
        <Text fontSize="xs" color="gray.600" ms="10">
          {help}
        </Text>
      )}
    </Stack>
  );
}

/** One optional condition: a switch, and its inputs only while it is on. */
function ConditionPart({
  part,
  label,
  help,
  children,
}: {
  part: Part;
  label: string;
  help: string;
  children: ReactNode;
}) {
  const { input } = useField<boolean>(`${part}.enabled`, { type: 'checkbox' });
  const error = usePartError(part);
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="4" bg="white" data-testid={`condition-${part}`}>
      <Switch.Root
        checked={input.checked === true}
        onCheckedChange={(e) => input.onChange(e.checked)}
        colorPalette="teal"
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label fontWeight="bold">{label}</Switch.Label>
      </Switch.Root>
      <Text fontSize="xs" color="gray.600" mt="1">
        {help}
      </Text>
      {input.checked && (
        <Stack gap="3" mt="3">
          {children}
        </Stack>
      )}
      {input.checked && error && (
        <Text role="alert" color="red.600" fontSize="sm" mt="2">
          {error}
        </Text>
      )}
    </Box>
  );
}

function DateInput({ name, label }: { name: string; label: string }) {
  const { input } = useField<string>(name);
  return (
    <HolidayDateField
      label={label}
      value={input.value ?? ''}
      onChange={(value) => {
        input.onChange(value);
        input.onBlur();
      }}
    />
  );
}

function TimeInput({ name, label }: { name: string; label: string }) {
  const { input } = useField<string>(name);
  return (
    <TimeField
      label={label}
      value={input.value ?? ''}
      onChange={(value) => input.onChange(value)}
      onBlur={input.onBlur}
    />
  );
}

function DayBox({ day }: { day: (typeof WEEKDAYS)[number] }) {
  const { input } = useField<boolean>(`weekly.days.${day}`, { type: 'checkbox' });
  return (
    <Checkbox.Root
      checked={input.checked === true}
      onCheckedChange={(e) => input.onChange(e.checked === true)}
      colorPalette="teal"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{WEEKDAY_LABELS[day]}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** The three optional conditions of devices-access §3, with the defaults of §5. */
export function ConditionFields() {
  return (
    <Stack gap="4">
      <ConditionPart
        part="duration"
        label="期間指定"
        help="この期間だけ利用できます。終了日はその日の終わり（23:59）まで含みます。"
      >
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
          <DateInput name="duration.startDate" label="開始日" />
          <DateInput name="duration.endDate" label="終了日" />
        </Flex>
      </ConditionPart>
      <ConditionPart
        part="daily"
        label="時間指定"
        help="毎日この時間帯だけ利用できます。終了時刻が開始時刻より前なら翌日の時刻です（翌）。"
      >
        <Flex gap="4" wrap="wrap">
          <TimeInput name="daily.startTime" label="開始時刻" />
          <TimeInput name="daily.endTime" label="終了時刻" />
        </Flex>
      </ConditionPart>
      <ConditionPart part="weekly" label="曜日指定" help="選んだ曜日だけ利用できます。">
        <Flex gap="4" wrap="wrap" role="group" aria-label="利用できる曜日">
          {WEEKDAYS.map((day) => (
            <DayBox key={day} day={day} />
          ))}
        </Flex>
      </ConditionPart>
    </Stack>
  );
}
