// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeField } from '../../../src/ui/shared/TimeField';

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
});
