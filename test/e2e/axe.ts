import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type AxeBuilder from '@axe-core/playwright';
import type { Frame, Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Result = AxeResults['violations'][number];

/**
 * axe-core run in the page itself, as @axe-core/playwright's legacy mode does (axe.run in the main frame,
 * same-origin frames through axe's own frame messaging), with the same rules and options. Two costs of
 * AxeBuilder are left out, measured on /home at 1280 px: its default mode opens a blank page in the context
 * for every analysis to merge the frames' results (2.4-4.0 s per run, legacy 1.1-1.6 s), and it injects the
 * 580 KB axe source into every frame again on every call (100-200 ms); here a frame gets it once per document.
 * The console has no cross-origin frame (the sign-up terms are a sandboxed srcdoc frame).
 */
// the axe-core that @axe-core/playwright depends on, minified (the same build as its axe.source)
const fromBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(fromBuilder.resolve('axe-core/axe.min.js'), 'utf8');
// as AxeBuilder's legacy mode configures every frame: same-origin frames only, its branding in the help links
const CONFIGURE = `axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

async function injected(frame: Frame): Promise<void> {
  try {
    const present = await frame.evaluate('typeof window.axe?.run === "function"');
    if (present) return;
    await frame.evaluate(`${AXE_SOURCE}\n;${CONFIGURE}`);
  } catch {
    // a frame that went away or refuses scripts is left out, as AxeBuilder's legacy mode does
  }
}

export interface AxeScope {
  /** Selectors the run is limited to (AxeBuilder's include). */
  readonly include?: ReadonlyArray<string>;
  /** Selectors left out (AxeBuilder's exclude). */
  readonly exclude?: ReadonlyArray<string>;
  /** Only these rules (AxeBuilder's withRules). */
  readonly rules?: ReadonlyArray<string>;
}

/** axe's violations of the page (every rule unless `rules`), as AxeBuilder's analyze() returns them. */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<Result[]> {
  for (const frame of page.frames()) await injected(frame);
  // AxeBuilder's context: no include is the whole document (axe reads an empty include list so)
  const context = { include: [...(scope.include ?? [])], exclude: [...(scope.exclude ?? [])] };
  const options = {
    resultTypes: ['violations'],
    ...(scope.rules ? { runOnly: { type: 'rule', values: [...scope.rules] } } : {}),
  };
  const outcome = await page.evaluate(
    async ({ context, options }) => {
      const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe;
      try {
        return { results: await axe.run(context, options), error: null };
      } catch (error) {
        return { results: null, error: String(error) };
      }
    },
    { context, options },
  );
  if (outcome.error !== null || outcome.results === null) throw new Error(outcome.error ?? 'axe returned nothing');
  return outcome.results.violations;
}

/** axe findings of impact serious or critical, as "rule: targets". */
export const seriousOf = (violations: ReadonlyArray<Result>): string[] =>
  violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
