/**
 * The fake provider's look-alike secure fields and its 3-D Secure "sub-window", drawn with plain
 * DOM like a provider's own script would (the console's React tree never sees the card data).
 */

interface FieldOptions {
  readonly label: string;
  readonly placeholder: string;
  readonly autocomplete: string;
  readonly maxLength: number;
}

const styleField = (input: HTMLInputElement): void => {
  Object.assign(input.style, {
    width: '100%',
    height: '40px',
    padding: '0 12px',
    border: '1px solid #d4d4d8',
    borderRadius: '6px',
    background: '#fff',
    font: 'inherit',
    fontSize: '16px',
    boxSizing: 'border-box',
    letterSpacing: '0.04em',
  });
};

export const mountFakeField = (
  targetId: string,
  options: FieldOptions,
  onInput: (value: string) => void,
): HTMLInputElement | null => {
  const target = document.getElementById(targetId);
  if (!target) return null;
  const input = document.createElement('input');
  input.type = 'text';
  input.inputMode = 'numeric';
  input.setAttribute('autocomplete', options.autocomplete);
  input.placeholder = options.placeholder;
  input.maxLength = options.maxLength;
  input.setAttribute('aria-label', options.label);
  input.dataset.fakeSecureField = options.autocomplete;
  styleField(input);
  input.addEventListener('input', () => onInput(input.value));
  target.replaceChildren(input);
  return input;
};

const button = (label: string, primary: boolean): HTMLButtonElement => {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  Object.assign(b.style, {
    padding: '8px 16px',
    borderRadius: '6px',
    font: 'inherit',
    cursor: 'pointer',
    minHeight: '40px',
    border: primary ? '1px solid #115e59' : '1px solid #a1a1aa',
    background: primary ? '#115e59' : '#fff',
    color: primary ? '#fff' : '#18181b',
  });
  return b;
};

/** Resolves true when the manager approves, false on cancel or Escape. */
export const openFakeThreeDSecure = (): Promise<boolean> =>
  new Promise((resolve) => {
    const overlay = document.createElement('div');
    Object.assign(overlay.style, {
      position: 'fixed',
      inset: '0',
      background: 'rgba(0,0,0,0.45)',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      zIndex: '3000',
    });
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'fake-3ds-title');
    Object.assign(dialog.style, {
      background: '#fff',
      borderRadius: '8px',
      padding: '24px',
      maxWidth: '360px',
      width: 'calc(100% - 32px)',
      boxShadow: '0 10px 30px rgba(0,0,0,0.25)',
    });
    const title = document.createElement('h2');
    title.id = 'fake-3ds-title';
    title.textContent = '3Dセキュア認証（デモ）';
    Object.assign(title.style, { fontSize: '18px', fontWeight: 'bold', margin: '0 0 12px' });
    const text = document.createElement('p');
    text.textContent = 'カード発行会社の本人認証画面の代わりです。認証すると、カードの登録に進みます。';
    Object.assign(text.style, { margin: '0 0 20px', lineHeight: '1.6' });
    const approve = button('認証する', true);
    const cancel = button('キャンセル', false);
    const actions = document.createElement('div');
    Object.assign(actions.style, { display: 'flex', gap: '8px', justifyContent: 'flex-end' });
    actions.append(cancel, approve);
    dialog.append(title, text, actions);
    overlay.append(dialog);
    const close = (approved: boolean) => {
      overlay.remove();
      document.removeEventListener('keydown', onKey);
      resolve(approved);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(false);
    };
    approve.addEventListener('click', () => close(true));
    cancel.addEventListener('click', () => close(false));
    document.addEventListener('keydown', onKey);
    document.body.append(overlay);
    approve.focus();
  });
