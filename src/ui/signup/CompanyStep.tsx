import { Stack } from '@chakra-ui/react';
import { validateCompanyFields } from '../../domain/signup/company';
import { AddressFields } from './AddressFields';
import type { SignupWizardPresenter, WizardForm } from './SignupWizardPresenter';
import { WizardInput } from './WizardInput';

/** Step 2: the company, and its address with the postal fill. */
export function CompanyStep({ form, presenter }: { form: WizardForm; presenter: SignupWizardPresenter }) {
  const { company } = form.draft;
  const errors = validateCompanyFields(company);
  return (
    <Stack gap="4">
      <WizardInput
        label="会社名"
        value={company.name}
        onValueChange={(name) => presenter.updateCompany({ name })}
        error={errors.name}
        required
        autoComplete="organization"
      />
      <WizardInput
        label="部署名"
        value={company.division}
        onValueChange={(division) => presenter.updateCompany({ division })}
        error={errors.division}
        helper="任意"
      />
      <WizardInput
        label="URL"
        value={company.url}
        onValueChange={(url) => presenter.updateCompany({ url })}
        error={errors.url}
        type="url"
        inputMode="url"
        placeholder="https://example.jp"
        helper="任意"
        autoComplete="url"
      />
      <AddressFields
        legend="会社住所"
        idPrefix="company"
        address={company.address}
        postal={form.postal.company}
        onChange={(change) => presenter.updateAddress('company', change)}
      />
    </Stack>
  );
}
