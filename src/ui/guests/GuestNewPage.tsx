import { Tabs } from '@chakra-ui/react';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import { canCreateGuest, planAllows } from '../../domain/shared/plan';
import { pathOf } from '../shell/routeTable';
import { PageHeading } from '../shared/PageHeading';
import { PlanGate } from '../shared/PlanGate';
import { GuestCsvPanel } from './GuestCsvPanel';
import { GuestIndividualForm } from './GuestIndividualForm';

/** /guests/new: one guest by hand, or many from a CSV file (devices-access §2). */
export default function GuestNewPage() {
  return (
    <>
      <PageHeading title="利用者の登録" trail={[{ label: '利用者', to: pathOf('guests') }]} />
      {/* each tab waits for the plan inside its own gate */}
      <Tabs.Root defaultValue="individual" lazyMount colorPalette="teal">
        <Tabs.List mb="5">
          <Tabs.Trigger value="individual">個別登録</Tabs.Trigger>
          <Tabs.Trigger value="csv">CSV一括登録</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="individual">
          <PlanGate allows={canCreateGuest} message={GUEST_MESSAGES.planLimitReached}>
            <GuestIndividualForm />
          </PlanGate>
        </Tabs.Content>
        <Tabs.Content value="csv">
          <PlanGate allows={(p) => planAllows(p, 'guestCsvRegistration')} message={GUEST_MESSAGES.planUnavailable}>
            <GuestCsvPanel />
          </PlanGate>
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
