import type { Gate } from '@garita/contract';
import { describe, expect, it } from 'vitest';
import { doorsForKey, twoDoorValidate } from './guard-doors.ts';

const gate = (id: number, type: Gate['type']): Gate => ({
  id,
  name: `Door ${id}`,
  type,
  remote_pulse: false,
  data_print_response: false,
  active: true,
  has_controller: false,
});
const gates = [gate(1, 'access'), gate(2, 'exit'), gate(3, 'access'), gate(4, 'exit')];
const ids = (doors: Gate[]) => doors.map((door) => door.id);

describe('doors a key may use', () => {
  it('offers only exit doors after an access, only entry doors to an unused key', () => {
    expect(ids(doorsForKey('access', gates))).toEqual([2, 4]);
    expect(ids(doorsForKey(null, gates))).toEqual([1, 3]);
  });

  it('offers every door after an exit or a denied attempt, entry doors first', () => {
    expect(ids(doorsForKey('exit', gates))).toEqual([1, 3, 2, 4]);
    expect(ids(doorsForKey('try', gates))).toEqual([1, 3, 2, 4]);
  });
});

describe("the console's validate call", () => {
  const ref = { key: 'abc' };
  it('sends the entry door as gate and the exit door as exit_gate', () => {
    expect(twoDoorValidate(gates[0], gates[1], ref)).toEqual({ gateId: 1, exitGateId: 2, ref });
  });

  it('sends the one kind of door there is, or nothing without doors', () => {
    expect(twoDoorValidate(gates[0], undefined, ref)).toEqual({ gateId: 1, exitGateId: undefined, ref });
    expect(twoDoorValidate(undefined, gates[1], { accessKeyId: 9 })).toEqual({ gateId: 2, ref: { accessKeyId: 9 } });
    expect(twoDoorValidate(undefined, undefined, ref)).toBeNull();
  });
});
