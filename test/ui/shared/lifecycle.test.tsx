// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { Container, injectable } from 'inversify';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { ContainerProvider, usePresenter } from '../../../src/ui/shared/di';
import { Presenter } from '../../../src/ui/shared/Presenter';

afterEach(cleanup);

/** What the view's presenter was told, in order. */
const told: string[] = [];

@injectable()
class LockScreenPresenter extends Presenter<Record<string, never>, { readonly lockId: number }> {
  constructor() {
    super({});
  }
  override open({ lockId }: { readonly lockId: number }): void {
    told.push(`open ${lockId}`);
  }
  override dispose(): void {
    told.push('dispose');
    super.dispose();
  }
}

function LockScreen({ lockId }: { readonly lockId: number }) {
  usePresenter(LockScreenPresenter, { lockId });
  return null;
}

const container = new Container({ autobind: true });

describe('usePresenter: one lifecycle for every presenter', () => {
  it('opens with the params on mount, again only when their values change, and disposes on unmount', () => {
    told.length = 0;
    const view = render(
      <ContainerProvider container={container}>
        <LockScreen lockId={1} />
      </ContainerProvider>,
    );
    expect(told).toEqual(['open 1']);
    // a new params object with the same values is the same opening
    view.rerender(
      <ContainerProvider container={container}>
        <LockScreen lockId={1} />
      </ContainerProvider>,
    );
    expect(told).toEqual(['open 1']);
    view.rerender(
      <ContainerProvider container={container}>
        <LockScreen lockId={2} />
      </ContainerProvider>,
    );
    expect(told).toEqual(['open 1', 'open 2']);
    view.unmount();
    expect(told).toEqual(['open 1', 'open 2', 'dispose']);
  });
});

class Part extends Presenter<number> {
  constructor() {
    super(0);
  }
  /** What the test reads: the part was disposed with its screen. */
  get left(): boolean {
    return this.disposed;
  }
}

class Screen extends Presenter<number> {
  readonly child = this.part(new Part());
  constructor(source: Subject<number>) {
    super(0);
    this.subscribe(source, (value) => this.store.set(value));
  }
  get left(): boolean {
    return this.disposed;
  }
}

describe('the base presenter ends what it registered', () => {
  it('a subscription ends, a part is disposed, and `disposed` says the view left', () => {
    const source = new Subject<number>();
    const screen = new Screen(source);
    source.next(1);
    expect(screen.snapshot).toBe(1);
    expect([screen.left, screen.child.left]).toEqual([false, false]);
    screen.dispose();
    source.next(2);
    expect(screen.snapshot).toBe(1);
    expect(source.observed).toBe(false);
    expect([screen.left, screen.child.left]).toEqual([true, true]);
  });
});
