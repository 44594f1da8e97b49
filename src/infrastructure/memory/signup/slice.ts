import type { SignupRequest } from '../../../domain/signup/application';
import type { SeedContext } from '../world/seedContext';
import { defineSlice } from '../world/state';

/** A provisional registration: the token of the mail link, single use. */
export interface ProvisionalRegistrationRecord {
  token: string;
  email: string;
  createdAt: string;
  /** Set when the application was made with it. */
  usedAt: string | null;
}

/** An application as the server keeps it for screening. */
export interface SignupApplicationRecord {
  humanCode: string;
  organizationId: number;
  email: string;
  request: SignupRequest;
  createdAt: string;
}

/** The sign-up part of the demo world. */
export interface SignupSlice {
  provisionalRegistrations: ProvisionalRegistrationRecord[];
  signupApplications: SignupApplicationRecord[];
  signupSettings: {
    /** Off: GET /v1/plans answers 503 and the console shows the applications-stopped page. */
    applicationsOpen: boolean;
    /** The consumption tax rate GET /v1/plans reports. */
    taxRate: number;
    /** Days from today the server reserves for installations at the earliest. */
    earliestLeadDays: number;
  };
}

/** A fixed provisional registration tests and demos can open without sending a mail. */
export const DEMO_SIGNUP_TOKEN = 'signup-demo-token-0001';

export const seedSignup = (ctx: SeedContext): SignupSlice => ({
  provisionalRegistrations: [
    { token: DEMO_SIGNUP_TOKEN, email: 'new-company@example.jp', createdAt: ctx.daysAgo(0, 8, 0), usedAt: null },
  ],
  signupApplications: [],
  signupSettings: { applicationsOpen: true, taxRate: 0.1, earliestLeadDays: 7 },
});

declare module '../world/state' {
  interface WorldSlices {
    signup: SignupSlice;
  }
}

/** Bump version when the slice changes shape: a stored world of another version is seeded anew. */
export const signupSlice = defineSlice({ name: 'signup', version: 1, needs: [], seed: seedSignup });
