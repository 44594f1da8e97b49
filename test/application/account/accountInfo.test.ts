import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { SaveAccountInfo } from '../../../src/application/account/SaveAccountInfo';
import { BACKENDS, storedAuth, signedIn } from '../../support/backends';
import { failedWith, invalid } from '../../support/outcomes';

describe.each(BACKENDS)('account info on the %s backend', (_name, makeBackend) => {
  it('saving the name changes it on the server and in the stored auth record', async () => {
    const backend = await signedIn(makeBackend);
    const saved = await backend.container.get(SaveAccountInfo).execute({ name: ' 山田 花子 ' });
    expect(saved).toEqual(E.right({ id: 1, name: '山田 花子', email: 'manager@example.jp' }));
    expect(backend.world.read((s) => s.accounts.find((a) => a.id === 1)?.name)).toBe('山田 花子');
    expect(storedAuth(backend)?.me).toEqual({ id: 1, name: '山田 花子', email: 'manager@example.jp' });
  });

  it('an invalid name is refused with the spec message and nothing is sent', async () => {
    const backend = await signedIn(makeBackend);
    const save = backend.container.get(SaveAccountInfo);
    expect(await save.execute({ name: '' })).toEqual(invalid('名前を入力してください。'));
    expect(await save.execute({ name: 'あ'.repeat(21) })).toEqual(invalid('名前は20文字以内で入力してください。'));
    expect(backend.world.read((s) => s.accounts.find((a) => a.id === 1)?.name)).toBe('山田 太郎');
  });

  it('a failed save is アカウント情報を保存できませんでした。 and the stored name is kept', async () => {
    const backend = await signedIn(makeBackend);
    backend.world.write((s) => {
      s.dev.networkUp = false;
    });
    expect(await backend.container.get(SaveAccountInfo).execute({ name: '新しい名前' })).toEqual(
      failedWith('アカウント情報を保存できませんでした。'),
    );
    expect(storedAuth(backend)?.me.name).toBe('山田 太郎');
  });
});
