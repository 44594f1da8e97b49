import { RadioGroup, Stack } from '@chakra-ui/react';
import { SIGNUP_TEXTS } from '../../domain/signup/messages';
import { AddressFields } from './AddressFields';
import type { SignupWizardPresenter, WizardForm } from './SignupWizardPresenter';

/** Step 4: where the devices go: the company address (default) or another address. */
export function DeliveryStep({ form, presenter }: { form: WizardForm; presenter: SignupWizardPresenter }) {
  return (
    <Stack gap="4">
      <RadioGroup.Root
        value={form.draft.delivery}
        colorPalette="teal"
        aria-label="配送先"
        onValueChange={(e) => presenter.chooseDelivery(e.value === 'different' ? 'different' : 'same')}
      >
        <Stack gap="3">
          <RadioGroup.Item value="same">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{SIGNUP_TEXTS.sameAddress}</RadioGroup.ItemText>
          </RadioGroup.Item>
          <RadioGroup.Item value="different">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{SIGNUP_TEXTS.differentAddress}</RadioGroup.ItemText>
          </RadioGroup.Item>
        </Stack>
      </RadioGroup.Root>
      {form.draft.delivery === 'different' && (
        <AddressFields
          legend="配送先住所"
          idPrefix="delivery"
          address={form.draft.deliveryAddress}
          postal={form.postal.delivery}
          onChange={(change) => presenter.updateAddress('delivery', change)}
        />
      )}
    </Stack>
  );
}
