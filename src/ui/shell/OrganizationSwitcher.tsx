import type { AuthRecord } from '../../domain/session/session';
import { usePresenter } from '../shared/di';
import { ChevronDownIcon } from '../shared/icons';
import { staticStyles } from '../shared/staticStyles';
import { OrganizationSwitchPresenter } from './OrganizationSwitchPresenter';
import { pathOf } from './routeTable';

/** Chakra's native select (size sm), one class per part (staticStyles): it renders with every first console page. */
const useSwitcherClasses = staticStyles(({ slots }) => {
  const select = slots('nativeSelect', { size: 'sm' });
  return {
    // as wide as the header allows on a phone, so the organization's name is not cut ('株式会社キュリオデ')
    root: [select.root ?? {}, { width: { base: 'full', md: '64' }, maxW: '64' }],
    field: [select.field ?? {}, { bg: 'white', color: 'gray.900' }],
    indicator: select.indicator ?? {},
  };
});

/** The header's organization switcher, for a manager of several organizations. */
export function OrganizationSwitcher({ record }: { record: AuthRecord }) {
  const presenter = usePresenter(OrganizationSwitchPresenter);
  const c = useSwitcherClasses();
  return (
    <div className={c.root}>
      <select
        aria-label="組織の切り替え"
        className={c.field}
        value={String(record.currentOrganization?.id ?? '')}
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
      </select>
      <div className={c.indicator} aria-hidden="true">
        <ChevronDownIcon />
      </div>
    </div>
  );
}
