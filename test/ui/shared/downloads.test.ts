import { describe, expect, it } from 'vitest';
import { GUEST_CSV_TEMPLATE_FILE_NAME, guestCsvTemplate } from '../../../src/domain/guests/guestCsvTemplate';
import { todayInJapan } from '../../../src/domain/shared/dates';
import { CardCsvTemplatePresenter } from '../../../src/ui/cards/CardCsvTemplatePresenter';
import { GuestCsvPresenter } from '../../../src/ui/guests/GuestCsvPresenter';
import { signedIn } from '../../support/backends';
import { effectsOf } from '../../support/presenters';

/** Downloads have one way: the presenter hands the file over as a `download` effect (usePresenterEffects saves it). */
describe('a template download is a download effect', () => {
  it('the card CSV template: the server file under the day it was taken, busy while it is made', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(CardCsvTemplatePresenter);
    const effects = effectsOf(presenter);
    const busy: boolean[] = [];
    presenter.submission.state$.subscribe((s) => busy.push(s.status === 'submitting'));
    await presenter.download();
    expect(busy).toEqual([false, true, false]);
    expect(effects).toHaveLength(1);
    const [effect] = effects;
    expect(effect?.kind).toBe('download');
    if (effect?.kind !== 'download') return;
    expect(effect.fileName).toBe(`カード一括登録_${todayInJapan(backend.clock.now()).replace(/-/g, '')}.csv`);
  });

  it('the card CSV template: a double click makes one file', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(CardCsvTemplatePresenter);
    const effects = effectsOf(presenter);
    await Promise.all([presenter.download(), presenter.download()]);
    expect(effects.map((e) => e.kind)).toEqual(['download']);
  });

  it('the guest CSV template: the Shift_JIS template made in the browser', async () => {
    const backend = await signedIn();
    const presenter = backend.container.get(GuestCsvPresenter);
    const effects = effectsOf(presenter);
    presenter.downloadTemplate();
    expect(effects).toHaveLength(1);
    const [effect] = effects;
    if (effect?.kind !== 'download') throw new Error(`expected a download, got ${effect?.kind ?? 'nothing'}`);
    expect(effect.fileName).toBe(GUEST_CSV_TEMPLATE_FILE_NAME);
    expect(effect.blob.type).toBe('text/csv');
    expect(new Uint8Array(await effect.blob.arrayBuffer())).toEqual(guestCsvTemplate());
  });
});
