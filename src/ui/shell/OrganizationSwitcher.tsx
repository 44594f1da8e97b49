import { NativeSelect } from '@chakra-ui/react';
import type { AuthRecord } from '../../domain/session/session';
import { usePresenter } from '../shared/di';
import { OrganizationSwitchPresenter } from './OrganizationSwitchPresenter';
import { pathOf } from './routeTable';

/** The header's organization switcher, for a manager of several organizations. */
export function OrganizationSwitcher({ record }: { record: AuthRecord }) {
  const presenter = usePresenter(OrganizationSwitchPresenter);
  return (
    // as wide as the header allows on a phone, so the organization's name is not cut ('株式会社キュリオデ')
    <NativeSelect.Root size="sm" width={{ base: 'full', md: '64' }} maxW="64">
      <NativeSelect.Field
        aria-label="組織の切り替え"
        value={String(record.currentOrganization?.id ?? '')}
        bg="white"
        color="gray.900"
        onChange={async (event) => {
          // switching rewrites the stored organization and reloads home (account-billing-signup §4)
          if (await presenter.switchTo(Number(event.currentTarget.value))) window.location.assign(pathOf('home'));
        }}
      >
        {record.organizations.map((o) => (
          <option key={String(o.id)} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
