import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodePobExport, encodeExport, exportBytes, exportString, INFINITE_EHP, PobExportError } from './pob-export';

/** A build as Path of Building saves it: the calculated PlayerStat lines under Build, then skills and the rest. */
function buildXml(options: { stats: Record<string, string | number>; build?: string; skills?: string }): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<PathOfBuilding>
	<Build level="92" targetVersion="3_0" pantheonMajorGod="Solaris" bandit="None" className="Witch" ascendClassName="Elementalist" mainSocketGroup="2" viewMode="ITEMS" ${options.build ?? ''}>
${Object.entries(options.stats)
  .map(([stat, value]) => `		<PlayerStat stat="${stat}" value="${value}"/>`)
  .join('\n')}
		<MinionStat stat="TotalDPS" value="999999999"/>
		<TimelessData searchListFallback="" searchList=""/>
	</Build>
	<Import lastAccountHash="x" lastCharacterHash="y" lastRealm="PC"/>
	<!-- skills: the second socket group is the main one -->
	<Skills sortGemsByDPSField="CombinedDPS" activeSkillSet="2" defaultGemQuality="0">
${
  options.skills ??
  `		<SkillSet id="1">
			<Skill mainActiveSkillCalcs="1" enabled="true" slot="Body Armour" mainActiveSkill="1">
				<Gem nameSpec="Fireball" skillId="Fireball" gemId="Metadata/Items/Gems/SkillGemFireball" level="20" enabled="true"/>
			</Skill>
		</SkillSet>
		<SkillSet id="2">
			<Skill enabled="true" slot="Helmet" mainActiveSkill="1">
				<Gem nameSpec="Herald of Ice" skillId="HeraldOfIce" level="20" enabled="true"/>
			</Skill>
			<Skill enabled="true" slot="Body Armour" mainActiveSkill="2" label="main &amp; only">
				<Gem nameSpec="Spell Echo" skillId="SupportMulticast" gemId="Metadata/Items/Gems/SupportGemMulticast" level="20" enabled="true"/>
				<Gem nameSpec="Frostbolt" skillId="FrostBolt" level="20" enabled="true"/>
				<Gem nameSpec="Ice Nova" skillId="IceNova" level="20" enabled="true"/>
				<Gem nameSpec="Controlled Destruction" skillId="SupportControlledDestruction" level="20" enabled="true"/>
			</Skill>
		</SkillSet>`
}
	</Skills>
	<Tree activeSpec="1"><Spec treeVersion="3_25" ascendClassId="2" classId="3" nodes="1,2,3"/></Tree>
	<Notes>Levelled &lt;fast&gt;</Notes>
	<Items activeItemSet="1"><Item id="1">Rarity: RARE
Doom Shell
Vaal Regalia</Item></Items>
</PathOfBuilding>`;
}

const ELEMENTALIST = {
  AverageHit: 10442.5,
  Speed: 4.16,
  TotalDPS: 43_440.6,
  CombinedDPS: 81_210.2,
  FullDPS: 0,
  WithIgniteDPS: 60_000,
  TotalDotDPS: 37_769.6,
  Life: 4_812,
  EnergyShield: 1_204.4,
  Mana: 921,
  Armour: 3_100,
  Evasion: 1_560,
  FireResist: 76,
  ColdResist: 75,
  LightningResist: 75.4,
  ChaosResist: -12,
  PhysicalMaximumHitTaken: 8_150.2,
  FireMaximumHitTaken: 23_900,
  ColdMaximumHitTaken: 19_480.7,
  LightningMaximumHitTaken: 21_010,
  ChaosMaximumHitTaken: 5_300,
  TotalEHP: 57_410.9,
  EffectiveMovementSpeedMod: 1.326,
};

describe('decodePobExport', () => {
  it('reads the stats the ladder shows: the largest DPS figure, EHP, pools, resistances, max hits, speed', () => {
    const decoded = decodePobExport(encodeExport(buildXml({ stats: ELEMENTALIST })));
    expect(decoded.stats).toEqual({
      dps: 81_210,
      ehp: 57_411,
      life: 4_812,
      energyShield: 1_204,
      mana: 921,
      armour: 3_100,
      evasion: 1_560,
      resistances: { fire: 76, cold: 75, lightning: 75, chaos: -12 },
      maxHit: { physical: 8_150, fire: 23_900, cold: 19_481, lightning: 21_010, chaos: 5_300 },
      elementalMaxHit: 19_481,
      movementSpeed: 133,
      spirit: null,
    });
  });

  it("reads Path of Building for PoE2's export: its root, PoE2's classes and spirit; a stat it lacks reads 0", () => {
    const poe2 = buildXml({ stats: { TotalDPS: 5_200.4, Life: 1_450, Spirit: 100, TotalEHP: 9_000 } })
      .replace(/PathOfBuilding>/g, 'PathOfBuilding2>')
      .replace(
        'className="Witch" ascendClassName="Elementalist"',
        'className="Mercenary" ascendClassName="Witchhunter"',
      );
    const { build, stats } = decodePobExport(encodeExport(poe2));
    expect(build).toMatchObject({ className: 'Mercenary', ascendancy: 'Witchhunter' });
    expect(stats).toMatchObject({
      dps: 5_200,
      life: 1_450,
      spirit: 100,
      ehp: 9_000,
      energyShield: 0,
      movementSpeed: 0,
    });
  });

  it('reads level, class, ascendancy and the active gem of the main socket group in the active skill set', () => {
    const { build } = decodePobExport(encodeExport(buildXml({ stats: ELEMENTALIST })));
    expect(build).toEqual({ level: 92, className: 'Witch', ascendancy: 'Elementalist', mainSkill: 'Ice Nova' });
  });

  it('takes a damage-over-time build by its DoT, a minion build not by its minions', () => {
    const dot = decodePobExport(
      encodeExport(
        buildXml({ stats: { TotalDPS: 120.5, TotalDotDPS: 2_450_000.4, WithPoisonDPS: 1_900_000, Life: 1 } }),
      ),
    );
    expect(dot.stats.dps).toBe(2_450_000);
    const minions = decodePobExport(encodeExport(buildXml({ stats: { TotalDPS: 0, Life: 3_000 } })));
    expect(minions.stats.dps).toBe(0);
  });

  it('shows an unbounded EHP as 2147483647, whether Path of Building writes inf or a huge number', () => {
    for (const value of ['inf', '1.#INF', 9.3e15]) {
      const { stats } = decodePobExport(encodeExport(buildXml({ stats: { TotalEHP: value, Life: 1 } })));
      expect(stats.ehp).toBe(INFINITE_EHP);
    }
  });

  it('falls back to the base class before ascending and to no main skill without gems', () => {
    const { build } = decodePobExport(
      encodeExport(
        buildXml({ stats: { Life: 200 }, build: '', skills: '<SkillSet id="2"></SkillSet>' }).replace(
          'ascendClassName="Elementalist"',
          'ascendClassName="None"',
        ),
      ),
    );
    expect(build).toMatchObject({ ascendancy: 'Witch', mainSkill: '' });
  });

  it('keeps the compressed bytes and gives the same export string back', () => {
    const text = encodeExport(buildXml({ stats: ELEMENTALIST }));
    const decoded = decodePobExport(text);
    expect(exportString(decoded.bytes)).toBe(text);
    // Exports pasted with the standard base64 alphabet store the same bytes.
    const standard = text.replace(/-/g, '+').replace(/_/g, '/');
    expect(exportBytes(standard)).toEqual(decoded.bytes);
  });

  it('refuses what is not a build with a reason, never a crash', () => {
    const refusal = (text: string) => {
      try {
        decodePobExport(text);
        return 'decoded';
      } catch (error) {
        expect(error).toBeInstanceOf(PobExportError);
        return (error as Error).message;
      }
    };
    expect(refusal('')).toBe('the export is empty');
    expect(refusal('<html>502 Bad Gateway</html>')).toBe('the export is not base64');
    expect(refusal('x'.repeat(1_000_001))).toMatch(/longer than/);
    expect(refusal(Buffer.from('certainly not zlib').toString('base64url'))).toBe('the export is not zlib data');
    expect(refusal(encodeExport('{"json": "instead"}'))).toBe('the export is not a Path of Building build');
    expect(refusal(encodeExport('<PathOfBuilding><Build level="1"></Build></PathOfBuilding>'))).toBe(
      'the build has no calculated stats',
    );
    // 64 MiB of zeros deflate to ~64 kB: the decoder stops at its limit instead of filling memory.
    const bomb = exportString(deflateSync(Buffer.alloc(64 * 1024 * 1024)));
    expect(refusal(bomb)).toBe('the export inflates to more than 16 MiB');
  });
});
