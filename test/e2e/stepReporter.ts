import { writeFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/**
 * E2E_STEPS=file: where a test's time goes, by step (fixtures' set-up and tear-down, each action and
 * expect), summed over the run and written as JSON for scripts/e2e-profile.mjs --steps. Top-level steps only.
 */
export default class StepReporter implements Reporter {
  private readonly steps: Array<{
    test: string;
    file: string;
    project: string;
    title: string;
    category: string;
    ms: number;
  }> = [];

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep): void {
    if (step.parent && step.parent.category !== 'hook') return;
    this.steps.push({
      test: test.title,
      file: test.location.file.replace(/.*\/test\/e2e\//, ''),
      project: test.parent.project()?.name ?? '',
      title: step.title,
      category: step.category,
      ms: step.duration,
    });
  }

  onEnd(): void {
    if (process.env.E2E_STEPS) writeFileSync(process.env.E2E_STEPS, JSON.stringify(this.steps));
  }
}
