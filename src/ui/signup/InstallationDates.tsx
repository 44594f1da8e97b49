import { Alert, Grid, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { formatPickerDate } from '../../domain/shared/dates';
import {
  isReservableDate,
  isTimeSlot,
  TIME_SLOTS,
  validateInstallation,
  type TimeSlot,
} from '../../domain/signup/installation';
import { HolidayDateField } from '../calendar/HolidayDateField';
import type { SignupWizardPresenter, WizardForm } from './SignupWizardPresenter';
import { WizardSelect } from './WizardInput';

const SLOT_OPTIONS = (Object.keys(TIME_SLOTS) as TimeSlot[]).map((slot) => ({ value: slot, label: TIME_SLOTS[slot] }));

/** With Pro: three desired installation dates, each a Japanese date picker and a time slot. */
export function InstallationDates({ form, presenter }: { form: WizardForm; presenter: SignupWizardPresenter }) {
  const { bounds } = form.context;
  const errors = validateInstallation(form.draft.installation, bounds);
  // inside the bounds, weekends and non-reservable dates are disabled in the picker itself
  const isUnavailable = useCallback(
    (iso: string) => iso >= bounds.min && iso <= bounds.max && !isReservableDate(iso, bounds),
    [bounds],
  );
  return (
    <Stack
      as="section"
      gap="4"
      aria-label="設置希望日"
      borderWidth="1px"
      borderColor="teal.200"
      rounded="md"
      p={{ base: '3', md: '4' }}
      data-testid="installation-dates"
    >
      <Text fontWeight="bold">設置希望日（プロプラン）</Text>
      <Text fontSize="sm" color="gray.700">
        {formatPickerDate(bounds.min)}から{formatPickerDate(bounds.max)}
        までの平日（祝日など予約できない日を除く）から、異なる日時を3つお選びください。
      </Text>
      {form.draft.installation.map((choice) => (
        <Grid
          key={choice.priority}
          templateColumns={{ base: '1fr', sm: '1fr 13rem' }}
          gap="3"
          data-testid={`installation-${choice.priority}`}
        >
          <HolidayDateField
            label={`第${choice.priority}希望日`}
            value={choice.date}
            min={bounds.min}
            max={bounds.max}
            isUnavailable={isUnavailable}
            onChange={(date) => presenter.setInstallation(choice.priority, { date })}
            error={errors.fields[choice.priority]?.date}
          />
          <WizardSelect
            label={`第${choice.priority}希望の時間帯`}
            value={choice.timeSlot}
            options={SLOT_OPTIONS}
            placeholder="選択してください"
            error={errors.fields[choice.priority]?.timeSlot}
            onValueChange={(value) =>
              presenter.setInstallation(choice.priority, { timeSlot: isTimeSlot(value) ? value : '' })
            }
          />
        </Grid>
      ))}
      {errors.distinct && (
        <Alert.Root status="error" data-testid="installation-distinct">
          <Alert.Indicator />
          <Alert.Title>{errors.distinct}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
