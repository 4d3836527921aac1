import { describe, expect, it } from 'vitest';
import { equipmentHash } from './character-record';

const item = (id: string, gems: string[] = []) => ({ id, socketedItems: gems.map((gem) => ({ id: gem })) });

describe('equipmentHash', () => {
  it('changes when an item, a socketed gem or a jewel changes, not when the order does', () => {
    const worn = { equipment: [item('helm'), item('body', ['arc', 'echo'])], jewels: [item('jewel')] };
    const hash = equipmentHash(worn);
    expect(equipmentHash({ equipment: [...worn.equipment].reverse(), jewels: worn.jewels })).toBe(hash);
    expect(equipmentHash({ ...worn, equipment: [item('helm'), item('body', ['arc', 'controlled'])] })).not.toBe(hash);
    expect(equipmentHash({ ...worn, equipment: [item('new-helm'), item('body', ['arc', 'echo'])] })).not.toBe(hash);
    expect(equipmentHash({ ...worn, jewels: [] })).not.toBe(hash);
    // Items without ids (nothing a real API sends) do not break it.
    expect(equipmentHash({ equipment: [null, 'x', {}], jewels: [] })).toBe(
      equipmentHash({ equipment: [], jewels: [] }),
    );
  });
});
