import { Alert, Tabs } from '@chakra-ui/react';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import { canCreateGuest, planAllows } from '../../domain/shared/plan';
import { usePlan } from '../shell/PlanContext';
import { pathOf } from '../shell/routeTable';
import { PageHeading } from '../shared/PageHeading';
import { Loading } from '../shared/States';
import { GuestCsvPanel } from './GuestCsvPanel';
import { GuestIndividualForm } from './GuestIndividualForm';

function Unavailable({ message }: { message: string }) {
  return <Alert.Root status="warning" role="alert"><Alert.Indicator /><Alert.Title>{message}</Alert.Title></Alert.Root>;
}

/** /guests/new: one guest by hand, or many from a CSV file (spec section 2). */
export default function GuestNewPage() {
  const plan = usePlan();
  return (
    <>
      <PageHeading title="利用者の登録" trail={[{ label: '利用者', to: pathOf('guests') }]} />
      {plan.status === 'loading' && <Loading />}
      {plan.status !== 'loading' && (
        <Tabs.Root defaultValue="individual" lazyMount colorPalette="teal">
          <Tabs.List mb="5">
            <Tabs.Trigger value="individual">個別登録</Tabs.Trigger>
            <Tabs.Trigger value="csv">CSV一括登録</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="individual">
            {plan.status === 'ready' && !canCreateGuest(plan.plan) ? <Unavailable message={GUEST_MESSAGES.planLimitReached} /> : <GuestIndividualForm />}
          </Tabs.Content>
          <Tabs.Content value="csv">
            {plan.status === 'ready' && !planAllows(plan.plan, 'guestCsvRegistration') ? <Unavailable message={GUEST_MESSAGES.planUnavailable} /> : <GuestCsvPanel />}
          </Tabs.Content>
        </Tabs.Root>
      )}
    </>
  );
}
