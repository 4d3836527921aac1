import { describe, expect, it } from 'vitest';
import { equipmentHash, mainSkill } from './character-record';

const item = (id: string, gems: string[] = []) => ({ id, socketedItems: gems.map((gem) => ({ id: gem })) });

describe('equipmentHash', () => {
  it('changes when an item, a socketed gem or a jewel changes, not when the order does', () => {
    const worn = { equipment: [item('helm'), item('body', ['arc', 'echo'])], jewels: [item('jewel')], skills: [] };
    const hash = equipmentHash(worn);
    expect(equipmentHash({ ...worn, equipment: [...worn.equipment].reverse() })).toBe(hash);
    expect(equipmentHash({ ...worn, equipment: [item('helm'), item('body', ['arc', 'controlled'])] })).not.toBe(hash);
    expect(equipmentHash({ ...worn, equipment: [item('new-helm'), item('body', ['arc', 'echo'])] })).not.toBe(hash);
    expect(equipmentHash({ ...worn, jewels: [] })).not.toBe(hash);
    // Items without ids (nothing a real API sends) do not break it.
    expect(equipmentHash({ equipment: [null, 'x', {}], jewels: [], skills: [] })).toBe(
      equipmentHash({ equipment: [], jewels: [], skills: [] }),
    );
  });

  it('changes when a PoE2 skill gem or a support socketed into it changes', () => {
    const worn = { equipment: [item('helm')], jewels: [], skills: [item('spark', ['arcing'])] };
    const hash = equipmentHash(worn);
    expect(equipmentHash({ ...worn, skills: [item('spark', ['pierce'])] })).not.toBe(hash);
    expect(equipmentHash({ ...worn, skills: [] })).not.toBe(hash);
  });
});

/** A gem as the character API reports it inside an item's `socketedItems` (docs/external-services.md §1.6). */
const gem = (typeLine: string, socket: number, support = false) => ({
  id: `gem-${socket}-${typeLine}`,
  verified: false,
  w: 1,
  h: 1,
  icon: 'https://web.poecdn.com/gen/image/gem.png',
  support,
  name: '',
  typeLine,
  baseType: typeLine,
  identified: true,
  ilvl: 0,
  frameType: 4,
  socket,
  colour: 'S',
});
const sockets = (...groups: number[]) => groups.map((group) => ({ group, attr: 'S', sColour: 'R' }));

describe('mainSkill', () => {
  it('takes the active gem with the most supports linked to it, wherever it sits', () => {
    const helmet = {
      inventoryId: 'Helm',
      frameType: 2,
      sockets: sockets(0, 0, 0, 0),
      socketedItems: [gem('Determination', 0), gem('Enlighten Support', 1, true), gem('Vitality', 2), gem('Cleave', 3)],
    };
    const bodyArmour = {
      inventoryId: 'BodyArmour',
      frameType: 3,
      // A 5-link and an unlinked socket: Boneshatter has four supports, the lone gem none.
      sockets: sockets(0, 0, 0, 0, 0, 1),
      socketedItems: [
        gem('Melee Physical Damage Support', 0, true),
        gem('Boneshatter', 1),
        gem('Brutality Support', 2, true),
        gem('Pulverise Support', 3, true),
        gem('Impale Support', 4, true),
        gem('Blood Rage', 5),
      ],
    };
    // Abyss jewels also sit in sockets; they are not gems.
    const belt = {
      inventoryId: 'Belt',
      sockets: sockets(0),
      socketedItems: [{ typeLine: 'Hypnotic Eye Jewel', frameType: 2, socket: 0 }],
    };
    expect(mainSkill({ equipment: [helmet, bodyArmour, belt], skills: [] })).toBe('Boneshatter');
  });

  it('keeps the first of equally supported skills, and is empty without gems', () => {
    const gloves = {
      sockets: sockets(0, 0, 1, 1),
      socketedItems: [
        gem('Ground Slam', 0),
        gem('Empower Support', 1, true),
        gem('Sunder', 2),
        gem('Multistrike Support', 3, true),
      ],
    };
    expect(mainSkill({ equipment: [gloves], skills: [] })).toBe('Ground Slam');
    expect(mainSkill({ equipment: [{ inventoryId: 'Ring', frameType: 2 }], skills: [] })).toBe('');
  });
});
