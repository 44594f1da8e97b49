import { Alert, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { SIGNUP_STEPS, SIGNUP_TEXTS } from '../../domain/signup/messages';
import { LoadFailed, Loading } from '../shared/States';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { usePresenter } from '../shared/di';
import ApplicationsStoppedPage from '../shell/ApplicationsStoppedPage';
import { useRouteParams } from '../shell/routeTable';
import { useObservable } from '../shared/useObservable';
import { CompanyStep } from './CompanyStep';
import { ConfirmStep } from './ConfirmStep';
import { DeliveryStep } from './DeliveryStep';
import { PlansStep } from './PlansStep';
import { SignupFrame } from './SignupFrame';
import { canProceed, SignupWizardPresenter, type WizardForm } from './SignupWizardPresenter';

// the card form (PAY.JP's loader, the card rules) is only needed on the last step: it loads there
const PaymentStep = lazy(() => import('./PaymentStep').then((m) => ({ default: m.PaymentStep })));

function StepBody({ form, presenter }: { form: WizardForm; presenter: SignupWizardPresenter }) {
  switch (form.draft.step) {
    case 2:
      return <CompanyStep form={form} presenter={presenter} />;
    case 3:
      return <PlansStep form={form} presenter={presenter} />;
    case 4:
      return <DeliveryStep form={form} presenter={presenter} />;
    case 5:
      return <ConfirmStep form={form} presenter={presenter} />;
    case 6:
      return (
        <Suspense fallback={<Loading label="お支払い方法を読み込み中" />}>
          <PaymentStep form={form} presenter={presenter} />
        </Suspense>
      );
  }
}

function Wizard({ form, presenter }: { form: WizardForm; presenter: SignupWizardPresenter }) {
  const { step } = form.draft;
  const saving = useObservable(presenter.submission).status === 'submitting';
  const card = useObservable(presenter.card);
  const enabled = canProceed(form, card, saving);
  useEffect(() => {
    // a new step starts at its top, with its heading announced
    document.getElementById('signup-step-heading')?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);
  return (
    <Stack gap="5">
      <Text
        id="signup-step-heading"
        tabIndex={-1}
        as="h2"
        fontSize="lg"
        fontWeight="bold"
        outline="none"
        data-testid="step-heading"
      >
        {step}. {SIGNUP_STEPS[step - 1]}
      </Text>
      <Alert.Root status="info" size="sm" data-testid="draft-note">
        <Alert.Indicator />
        <Alert.Description>
          {form.restored && step === form.draft.step ? '前回の入力内容を復元しました。' : ''}
          {SIGNUP_TEXTS.draftKept}
        </Alert.Description>
      </Alert.Root>
      <StepBody form={form} presenter={presenter} />
      <Flex gap="3" justify="space-between" pt="2" borderTopWidth="1px">
        <Button variant="outline" onClick={() => presenter.back()} disabled={step === 2 || saving}>
          {SIGNUP_TEXTS.back}
        </Button>
        {step < 6 ? (
          <Button colorPalette="teal" onClick={() => presenter.next()} disabled={!enabled}>
            {SIGNUP_TEXTS.next}
          </Button>
        ) : (
          <Button
            colorPalette="teal"
            onClick={() => void presenter.submit()}
            disabled={!enabled}
            loading={saving}
            loadingText="送信中"
          >
            {SIGNUP_TEXTS.apply}
          </Button>
        )}
      </Flex>
    </Stack>
  );
}

export default function SignupWizardPage() {
  const { token } = useRouteParams('account-signup-organization');
  const presenter = usePresenter(SignupWizardPresenter, { token });
  const state = useObservable(presenter);
  const effects = usePresenterEffects(presenter);

  if (state.status === 'stopped') return <ApplicationsStoppedPage />;
  return (
    <SignupFrame title={SIGNUP_TEXTS.wizardTitle} step={state.status === 'ready' ? state.draft.step : 2}>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <LoadFailed message={state.message} onRetry={() => void presenter.open({ token })} />
      )}
      {state.status === 'ready' && <Wizard form={state} presenter={presenter} />}
      {effects}
    </SignupFrame>
  );
}
