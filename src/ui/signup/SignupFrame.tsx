import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PublicPage } from '../shared/PublicPage';
import { StepIndicator } from './StepIndicator';

/** Every sign-up page: the public frame, wide enough for the fee table, with the step indicator on top. */
export function SignupFrame({ title, step, children }: { title: string; step: number; children: ReactNode }) {
  return (
    <PublicPage title={title} width="xl" logoLink="/">
      <Stack gap="5">
        <StepIndicator current={step} />
        {children}
      </Stack>
    </PublicPage>
  );
}
