// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeField, TimeFormField } from '../../../src/ui/shared/TimeField';

afterEach(cleanup);

const wrap = (node: React.ReactNode) => render(<ChakraProvider value={defaultSystem}>{node}</ChakraProvider>);
const optionsOf = (name: string) =>
  Array.from((screen.getByRole('combobox', { name }) as HTMLSelectElement).options).map((o) => o.value);

describe('the 24-hour time field', () => {
  it('offers hours 00 to 23 and minutes in 5-minute steps, named after its label', () => {
    wrap(<TimeField label="開始時刻" value="22:05" onChange={() => {}} />);
    expect(optionsOf('開始時刻（時）')).toEqual(Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')));
    expect(optionsOf('開始時刻（分）')).toEqual([
      '00',
      '05',
      '10',
      '15',
      '20',
      '25',
      '30',
      '35',
      '40',
      '45',
      '50',
      '55',
    ]);
    expect((screen.getByRole('combobox', { name: '開始時刻（時）' }) as HTMLSelectElement).value).toBe('22');
    expect(screen.getByRole('group', { name: '開始時刻' })).toBeTruthy();
  });

  it('reports HH:mm on each pick, minute 00 when none was chosen yet', () => {
    const onChange = vi.fn();
    const { rerender } = wrap(<TimeField label="終了時刻" value="" onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: '終了時刻（時）' }), { target: { value: '07' } });
    expect(onChange).toHaveBeenLastCalledWith('07:00');
    rerender(
      <ChakraProvider value={defaultSystem}>
        <TimeField label="終了時刻" value="07:00" onChange={onChange} />
      </ChakraProvider>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: '終了時刻（分）' }), { target: { value: '45' } });
    expect(onChange).toHaveBeenLastCalledWith('07:45');
  });

  it('keeps an off-step minute from the server as a choice instead of changing it', () => {
    wrap(<TimeField label="開始時刻" value="10:07" onChange={() => {}} />);
    expect((screen.getByRole('combobox', { name: '開始時刻（分）' }) as HTMLSelectElement).value).toBe('07');
    expect(optionsOf('開始時刻（分）')).toContain('07');
  });

  it('works inside react-final-form and shows its validation message after a submit', () => {
    const submit = vi.fn();
    wrap(
      <Form
        onSubmit={submit}
        initialValues={{ at: '' }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <TimeFormField name="at" label="時刻" validate={(v) => (v ? undefined : '時刻を選んでください。')} />
            <button type="submit">送信</button>
          </form>
        )}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    expect(screen.getByRole('alert').textContent).toBe('時刻を選んでください。');
    expect(submit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('combobox', { name: '時刻（時）' }), { target: { value: '09' } });
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    expect(submit.mock.calls[0]?.[0]).toEqual({ at: '09:00' });
  });
});
