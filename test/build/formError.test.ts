import { FORM_ERROR as finalFormKey } from 'final-form';
import { describe, expect, it } from 'vitest';
import { FORM_ERROR } from '../../src/ui/shared/submission';

describe("the submission's page-level key", () => {
  // written out in submission.ts so the lock list's path does not load final-form (production chunking)
  it("is final-form's FORM_ERROR", () => {
    expect(FORM_ERROR).toBe(finalFormKey);
  });
});
