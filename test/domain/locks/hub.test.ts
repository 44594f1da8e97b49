import { describe, expect, it } from 'vitest';
import { hubModelLabelOf, hubModelOf } from '../../../src/domain/locks/hub';

describe('hubModelOf: hub model from the serial number (every bound inclusive)', () => {
  it.each([
    [999_999, 'unknown'],
    [1_000_000, 'Q-H1'],
    [1_000_001, 'Q-H1'],
    [1_999_999, 'Q-H1'],
    [2_000_000, 'Q-H1'],
    [2_000_001, 'Q-H1A'],
    [2_999_999, 'Q-H1A'],
    [3_000_000, 'Q-H1A'],
    [3_000_001, 'unknown'],
    [8_999_999, 'unknown'],
    [9_000_000, 'Q-H1'],
    [9_000_001, 'Q-H1'],
    [9_900_399, 'Q-H1'],
    [9_900_400, 'Q-H1'],
    [9_900_401, 'Q-H1A'],
    [9_900_998, 'Q-H1A'],
    [9_900_999, 'Q-H1A'],
    [9_901_000, 'unknown'],
  ] as const)('serial %i is %s', (serial, model) => {
    expect(hubModelOf(serial)).toBe(model);
  });

  it('reads serials sent as digit strings the same way as numbers', () => {
    expect(hubModelOf('1000000')).toBe('Q-H1');
    expect(hubModelOf(' 2000001 ')).toBe('Q-H1A');
    expect(hubModelOf('9900999')).toBe('Q-H1A');
    expect(hubModelOf('9901000')).toBe('unknown');
  });

  it('treats anything that is not a whole serial number as an unknown device', () => {
    expect(hubModelOf('')).toBe('unknown');
    expect(hubModelOf('QH-1000000')).toBe('unknown');
    expect(hubModelOf('1000000.5')).toBe('unknown');
    expect(hubModelOf(1_000_000.5)).toBe('unknown');
    expect(hubModelOf(-1_000_000)).toBe('unknown');
    expect(hubModelOf(Number.NaN)).toBe('unknown');
  });

  it('labels an unknown hub 不明なデバイス and known hubs by model', () => {
    expect(hubModelLabelOf(12)).toBe('不明なデバイス');
    expect(hubModelLabelOf(1_500_000)).toBe('Q-H1');
    expect(hubModelLabelOf('2500000')).toBe('Q-H1A');
  });
});
