import { between, circle, drill, hash, hexArea, mm, pick, tube } from './demo-math.js';
import { BSP, HEX_BARS, hexBar, METRIC_COARSE, METRIC_FINE, ROUND_BARS, roundBar, SHAFTS, UNF } from './stock.js';

/*
 * The kinds of turned part the demo shop makes (banjo bolts, bushes, shafts, fittings and so on),
 * each with its types, grades, HSN code and the assemblies it goes into, and a maker that draws
 * one variant of it from an index.
 */

/** One part as drawn. */
export interface Part {
  description: string;
  od: number;
  /** The bore; null for a solid part. */
  id: number | null;
  length: number;
  /** Round bar diameter, or hexagon across flats. */
  bar: { hex: boolean; size: number };
  /** The finished part's volume in mm³. */
  volume: number;
  /** Cross holes, threads, slots, knurls: each adds machining time. */
  features: number;
  /** When this variant differs from its family's. */
  type?: string;
  grades?: readonly string[];
  hsn?: string;
}

export interface Family {
  types: readonly string[];
  grades: readonly string[];
  hsn: string;
  /** GST %, where it is not the default 18 (bicycle parts are 5). */
  gst?: number;
  /** What the part goes into; a product takes one its customer makes. */
  assemblies: readonly string[];
  /** Some are roughed or cross-drilled on a special-purpose machine first. */
  spm?: boolean;
  make(v: number, assembly: string): Part;
}

export const FAMILIES = {
  banjoBolt: {
    types: ['Threaded fitting', 'Hex part'],
    grades: ['EN8', 'EN1A Pb', 'EN1A Pb', 'SS304'],
    hsn: '73181500',
    assemblies: [
      'Fuel injection pump',
      'Brake caliper',
      'Turbocharger oil feed line',
      'Power steering line',
      'Hydraulic hose assembly',
    ],
    spm: true,
    make(v) {
      const t = pick(METRIC_FINE.slice(0, 6), v, 1);
      const head = Math.round(t.hex * 0.55);
      const shank = Math.round(t.d * 1.5 + between(0, 8, v, 2));
      const id = drill(t.d * 0.4);
      const length = head + shank;
      return {
        description: `${pick(['Banjo bolt', 'Banjo bolt', 'Double banjo bolt', 'Hollow bolt'], v, 3)} ${t.name}`,
        od: t.d,
        id,
        length,
        bar: hexBar(t.hex),
        volume: hexArea(t.hex) * head * 0.93 + circle(t.d) * shank * 0.9 - circle(id) * (length - 3),
        features: 3,
      };
    },
  },
  fittingBody: {
    types: ['Threaded fitting', 'Turned & drilled'],
    grades: ['EN1A Pb', 'EN1A Pb', 'EN8', 'SS316'],
    hsn: '73079990',
    assemblies: [
      'Hydraulic cylinder',
      'Control valve block',
      'Hydraulic power pack',
      'Tractor hydraulic lift',
      'Pipeline fitting',
    ],
    spm: true,
    make(v) {
      const t = pick([...BSP.slice(0, 5), ...UNF], v, 1);
      const length = mm(t.hex * 1.4 + between(4, 18, v, 2));
      const id = drill(t.d * 0.5);
      const name = pick(
        ['Hydraulic fitting body', 'Male stud coupling body', 'Bulkhead fitting body', 'Test point fitting body'],
        v,
        3,
      );
      return {
        description: `${name} ${t.name}`,
        od: mm(t.d),
        id,
        length,
        bar: hexBar(t.hex),
        volume: hexArea(t.hex) * length * 0.55 + circle(t.d) * length * 0.3 - circle(id) * length,
        features: 2,
      };
    },
  },
  nozzleHolderSleeve: {
    types: ['Turned & drilled', 'Turned component'],
    grades: ['EN19', 'EN24', 'EN353', 'EN8D'],
    hsn: '84099990',
    assemblies: ['Fuel injector', 'Fuel injection pump', 'Nozzle holder assembly'],
    make(v) {
      const od = pick([14, 15, 16, 17.5, 18, 19, 21.75, 22.5], v, 1);
      const length = between(30, 62, v, 2) + pick([0, 0.5, 0.25], v, 3);
      const id = drill(od * pick([0.45, 0.5, 0.55], v, 4));
      const name = pick(
        ['Nozzle holder sleeve', 'Nozzle retaining nut', 'Injector spacer sleeve', 'Pressure spring sleeve'],
        v,
        5,
      );
      return {
        description: `${name}, Type ${pick(['A', 'B', 'C'], v, 6)}`,
        od,
        id,
        length,
        bar: roundBar(od),
        volume: tube(od, id, length, 0.9),
        features: 2,
      };
    },
  },
  valveSpool: {
    types: ['Ground shaft'],
    grades: ['EN19', 'EN24', 'EN353', 'SS410'],
    hsn: '84819090',
    assemblies: [
      'Control valve block',
      'Directional control valve',
      'Relief valve',
      'Loader valve',
      'Power steering valve',
      'Solenoid valve',
    ],
    make(v, assembly) {
      const od = pick([8, 10, 12, 12.7, 16, 18, 19.05, 20, 25], v, 1);
      const length = mm(od * pick([3.5, 4, 4.5, 5, 6], v, 2) + between(0, 9, v, 3));
      const id = hash(v, 4) % 4 === 0 ? drill(od * 0.3) : null;
      const name =
        assembly === 'Relief valve'
          ? pick(['Relief valve poppet', 'Relief valve piston'], v, 5)
          : assembly === 'Solenoid valve'
            ? pick(['Solenoid valve spool', 'Pilot spool'], v, 5)
            : pick(['Valve spool', 'Directional valve spool', 'Check valve poppet', 'Sequence valve spool'], v, 5);
      return {
        description: `${name} Ø${od}`,
        od,
        id,
        length,
        bar: roundBar(od),
        volume: tube(od, id, length, 0.8),
        features: 3,
      };
    },
  },
  pistonPin: {
    types: ['Ground shaft'],
    grades: ['EN353', 'EN353', 'EN19', 'C45'],
    hsn: '84099990',
    assemblies: ['Engine piston assembly', 'Diesel engine', 'Two-wheeler engine'],
    make(v) {
      const od = pick([10, 12, 13, 14, 15, 16, 18, 20, 22, 24], v, 1);
      const length = Math.round(od * pick([2.6, 2.8, 3, 3.2], v, 2));
      const id = mm(od * pick([0.55, 0.6], v, 3));
      return {
        description: `Piston pin Ø${od} x ${length}`,
        od,
        id,
        length,
        bar: roundBar(od),
        volume: tube(od, id, length, 0.99),
        features: 1,
      };
    },
  },
  bush: {
    types: ['Turned component', 'Turned & drilled'],
    grades: ['EN1A', 'EN8', 'Brass CZ121', 'EN353'],
    hsn: '84833000',
    assemblies: [
      'Gear pump',
      'Steering linkage',
      'Hydraulic cylinder',
      'Clutch lever',
      'Gearbox',
      'Centrifugal pump',
      'Globe valve',
      'Starter motor',
      'Rotavator gearbox',
      'Tractor linkage',
      'Lathe carriage',
      'Reciprocating air compressor',
      'Electric motor',
    ],
    make(v) {
      const id = pick(SHAFTS.slice(0, 11), v, 1);
      const wall = Math.max(2, Math.round(id * 0.2)) + pick([0, 0.5, 1, 2], v, 2);
      const od = id + 2 * wall;
      const length = Math.round(id * pick([1, 1.25, 1.5, 2], v, 3));
      const name = pick(['Bush', 'Guide bush', 'Flanged bush', 'Bearing bush', 'Gland bush', 'Pivot bush'], v, 4);
      return {
        description: `${name} ${id} x ${od} x ${length}`,
        od,
        id,
        length,
        bar: roundBar(od),
        volume: tube(od, id, length, 0.96),
        features: 1,
      };
    },
  },
  spacer: {
    types: ['Turned component'],
    grades: ['EN1A', 'EN1A', 'Al 6061-T6', 'SS304', 'C45'],
    hsn: '73182990',
    assemblies: [
      'Gearbox',
      'Water pump',
      'Alternator',
      'Motor housing',
      'Conveyor roller',
      'Control panel',
      'Instrument housing',
      'Bicycle rear hub',
      'Screw compressor',
    ],
    make(v) {
      const id = pick([4.5, 6.5, 8.5, 10.5, 13, 17, 21, 25.5], v, 1);
      const od = ROUND_BARS.find((d) => d >= id * pick([1.5, 1.8, 2.2], v, 2)) ?? 50;
      const length = between(3, 30, v, 3) + pick([0, 0.5], v, 4);
      const name = pick(
        length < od / 2 ? ['Spacer', 'Spacer ring', 'Shim spacer'] : ['Spacer', 'Distance piece', 'Spacer tube'],
        v,
        5,
      );
      return {
        description: `${name} Ø${od} x ${length}`,
        od,
        id,
        length,
        bar: roundBar(od),
        volume: tube(od, id, length, 0.98),
        features: 0,
      };
    },
  },
  adaptor: {
    types: ['Threaded fitting'],
    grades: ['EN8', 'EN1A Pb', 'EN1A Pb', 'SS316', 'Brass CZ121'],
    hsn: '73079990',
    assemblies: [
      'Hydraulic power pack',
      'Control valve block',
      'Pressure gauge line',
      'Lubrication system',
      'Pipeline fitting',
    ],
    make(v) {
      const a = pick([...BSP.slice(1, 5), ...METRIC_FINE.slice(4, 8)], v, 1);
      const b = pick([...BSP.slice(0, 4), ...UNF], v, 2);
      const big = a.hex >= b.hex ? a : b;
      const small = big === a ? b : a;
      const length = mm(big.hex * 1.2 + between(12, 26, v, 3));
      const id = drill(Math.min(a.d, b.d) * 0.5);
      const name = pick(['Adaptor', 'Reducing adaptor', 'Male adaptor', 'Gauge adaptor'], v, 4);
      return {
        description: a.name === b.name ? `${name} ${a.name}` : `${name} ${big.name} to ${small.name}`,
        od: mm(big.d),
        id,
        length,
        bar: hexBar(big.hex),
        volume: hexArea(big.hex) * length * 0.3 + circle(big.d) * length * 0.35 - circle(id) * length,
        features: 2,
      };
    },
  },
  unionNut: {
    types: ['Hex part'],
    grades: ['EN1A Pb', 'EN8', 'Brass CZ121', 'SS304'],
    hsn: '73181600',
    assemblies: ['Hydraulic hose assembly', 'Fuel line', 'Pressure gauge line', 'Water pump', 'Pipeline fitting'],
    make(v) {
      const t = pick([...METRIC_FINE.slice(3), ...BSP.slice(1, 4)], v, 1);
      const af = HEX_BARS.find((s) => s >= t.d * 1.35) ?? t.hex;
      const length = Math.round(t.d * pick([0.8, 1, 1.2], v, 2));
      const id = mm(t.d * 0.9);
      return {
        description: `${pick(['Union nut', 'Swivel nut', 'Gland nut', 'Tube nut'], v, 3)} ${t.name}`,
        od: mm(af * 0.96),
        id,
        length,
        bar: hexBar(af),
        volume: hexArea(af) * length * 0.95 - circle(id) * length,
        features: 1,
      };
    },
  },
  pulleyHub: {
    types: ['Turned & drilled', 'Turned component'],
    grades: ['EN8', 'C45', 'EN1A'],
    hsn: '84835090',
    assemblies: ['Water pump', 'Alternator drive', 'Fan drive', 'Thresher drive'],
    spm: true,
    make(v, assembly) {
      const od = pick([42, 45, 48, 52, 55, 60, 65, 72], v, 1);
      const id = pick([15, 15.88, 17, 19.05, 20, 25], v, 2);
      const length = between(25, 55, v, 3);
      const name =
        assembly === 'Water pump'
          ? 'Water pump pulley hub'
          : assembly === 'Fan drive'
            ? 'Fan pulley hub'
            : pick(['Pulley hub', 'Flanged hub', 'Taper lock hub'], v, 4);
      return {
        description: `${name} Ø${od}`,
        od,
        id,
        length,
        bar: roundBar(od),
        volume: circle(od) * length * 0.5 - circle(id) * length,
        features: 4,
      };
    },
  },
  shaft: {
    types: ['Ground shaft', 'Turned component'],
    grades: ['EN8', 'EN19', 'EN24', 'C45', 'SS304'],
    hsn: '84831099',
    assemblies: [
      'Gear pump',
      'Gearbox',
      'Water pump',
      'Rotavator gearbox',
      'Conveyor drive',
      'Electric motor',
      'Centrifugal pump',
      'Monoblock pump',
      'Reduction gearbox',
      'Thresher drive',
      'Harvester header drive',
      'Lathe headstock',
    ],
    make(v, assembly) {
      const od = pick([10, 12, 15, 16, 17, 20, 22, 25, 28, 30, 35], v, 1);
      const length = Math.round(od * pick([4, 5, 6, 7], v, 2) + between(0, 40, v, 3));
      const motor = assembly === 'Electric motor';
      const pump = /pump/i.test(assembly) && assembly !== 'Gear pump';
      const name = motor
        ? 'Rotor shaft'
        : pump
          ? pick(['Pump shaft', 'Impeller shaft'], v, 4)
          : /gear/i.test(assembly)
            ? pick(['Pinion shaft', 'Idler shaft', 'Output shaft', 'Spline shaft', 'Drive shaft'], v, 4)
            : /conveyor/i.test(assembly)
              ? pick(['Roller shaft', 'Drive shaft', 'Idler shaft'], v, 4)
              : pick(['Shaft', 'Drive shaft', 'Idler shaft', 'Stub shaft'], v, 4);
      return {
        description: `${name} Ø${od} x ${length}`,
        od,
        id: null,
        length,
        bar: roundBar(od),
        volume: tube(od, null, length, 0.82),
        features: 3,
        ...(pump ? { hsn: '84139190' } : motor ? { hsn: '85030090' } : {}),
      };
    },
  },
  pin: {
    types: ['Ground shaft', 'Turned component'],
    grades: ['EN8', 'EN1A', 'SS304', 'EN353'],
    hsn: '73182990',
    assemblies: [
      'Brake caliper',
      'Steering linkage',
      'Clutch lever',
      'Tractor linkage',
      'Jig fixture',
      'Seed drill',
      'Gearbox',
      'Bicycle brake lever',
      'Gear shift lever',
    ],
    make(v, assembly) {
      const od = pick([4, 5, 6, 8, 10, 12, 14, 16, 20], v, 1);
      const length = Math.round(od * pick([2.5, 3, 4, 5], v, 2) + between(0, 6, v, 3));
      const name = /tractor|seed/i.test(assembly)
        ? pick(['Hitch pin', 'Linkage pin', 'Clevis pin'], v, 4)
        : assembly === 'Jig fixture' || assembly === 'Gearbox'
          ? pick(['Dowel pin', 'Locating pin'], v, 4)
          : pick(['Pin', 'Hinge pin', 'Clevis pin', 'Pivot pin', 'Roller pin'], v, 4);
      return {
        description: `${name} Ø${od} x ${length}`,
        od,
        id: null,
        length,
        bar: roundBar(od),
        volume: tube(od, null, length, 0.93),
        features: name === 'Clevis pin' || name === 'Hitch pin' ? 2 : 1,
      };
    },
  },
  stud: {
    types: ['Threaded part', 'Turned component'],
    grades: ['EN8', 'EN19', 'SS304', 'EN24'],
    hsn: '73181500',
    assemblies: [
      'Cylinder head',
      'Exhaust manifold',
      'Gear pump',
      'Motor mounting',
      'Valve bonnet',
      'Tool post',
      'Reciprocating air compressor',
    ],
    make(v, assembly) {
      const t = pick(METRIC_COARSE, v, 1);
      const length = Math.round((t.d * pick([3, 4, 5, 6, 8], v, 2)) / 5) * 5;
      const name =
        assembly === 'Cylinder head'
          ? 'Cylinder head stud'
          : assembly === 'Exhaust manifold'
            ? 'Manifold stud'
            : assembly === 'Tool post'
              ? 'Clamping stud'
              : pick(['Stud', 'Double-ended stud', 'Mounting stud', 'Tie rod'], v, 3);
      return {
        description: `${name} ${t.name} x ${length}`,
        od: t.d,
        id: null,
        length,
        bar: roundBar(t.d),
        volume: tube(t.d, null, length, 0.88),
        features: 2,
      };
    },
  },
  connector: {
    types: ['Turned & drilled', 'Turned component'],
    grades: ['Brass CZ121'],
    hsn: '85369090',
    assemblies: ['Switchgear panel', 'Distribution board', 'Motor terminal box', 'Energy meter', 'Earthing kit'],
    spm: true,
    make(v) {
      const od = pick([6, 8, 10, 12, 14, 16], v, 1);
      const length = between(10, 30, v, 2);
      const id = drill(od * 0.45);
      const name = pick(
        ['Terminal connector', 'Earthing connector', 'Neutral link connector', 'Pin connector', 'Cable lug connector'],
        v,
        3,
      );
      return {
        description: `${name} ${pick(['4', '6', '10', '16', '25'], v, 4)} sq mm`,
        od,
        id,
        length,
        bar: roundBar(od),
        volume: tube(od, id, length, 0.9),
        features: 3,
      };
    },
  },
  nipple: {
    types: ['Threaded fitting'],
    grades: ['EN1A Pb', 'SS316', 'Brass CZ121'],
    hsn: '73079990',
    assemblies: [
      'Hydraulic hose assembly',
      'Lubrication system',
      'Water line',
      'Compressor outlet',
      'Monoblock pump',
      'Pipeline fitting',
    ],
    make(v, assembly) {
      const grease = assembly === 'Lubrication system';
      const t = pick(grease ? BSP.slice(0, 2) : BSP.slice(0, 5), v, 1);
      const length = mm(t.hex * (grease ? 1 : 1.3) + between(6, 20, v, 2));
      const id = drill(t.d * (grease ? 0.3 : 0.55));
      const name = grease
        ? 'Grease nipple'
        : pick(['Hose nipple', 'Hex nipple', 'Barrel nipple', 'Reducing nipple'], v, 3);
      return {
        description: `${name} ${t.name}`,
        od: mm(t.d),
        id,
        length,
        bar: hexBar(t.hex),
        volume: hexArea(t.hex) * length * 0.3 + circle(t.d) * length * 0.5 - circle(id) * length,
        features: 2,
      };
    },
  },
  plunger: {
    types: ['Ground shaft'],
    grades: ['EN31', 'EN24', 'EN353'],
    hsn: '84139190',
    assemblies: ['Fuel injection pump', 'Lubrication pump', 'Dosing pump', 'Indexing fixture'],
    make(v, assembly) {
      const od = pick([6, 8, 9, 10, 12, 14, 16, 20], v, 1);
      const length = Math.round(od * pick([4, 5, 6], v, 2) + between(0, 8, v, 3));
      const name = assembly === 'Indexing fixture' ? 'Indexing plunger' : pick(['Plunger', 'Pump plunger'], v, 4);
      return {
        description: `${name} Ø${od} x ${length}`,
        od,
        id: null,
        length,
        bar: roundBar(od),
        volume: tube(od, null, length, 0.9),
        features: 2,
        ...(assembly === 'Indexing fixture' ? { hsn: '84662000' } : {}),
      };
    },
  },
  collar: {
    types: ['Turned component', 'Turned & drilled'],
    grades: ['EN8', 'EN1A', 'C45'],
    hsn: '84839000',
    assemblies: ['Gearbox', 'Conveyor drive', 'Rotavator gearbox', 'Machine spindle', 'Lathe headstock'],
    make(v) {
      const id = pick(SHAFTS.slice(2), v, 1);
      const od = Math.round(id * pick([1.6, 1.8, 2], v, 2));
      const length = between(8, 25, v, 3);
      const name = pick(['Collar', 'Shaft collar', 'Locking collar', 'Thrust collar', 'Stop collar'], v, 4);
      return {
        description: `${name} ${id} mm bore`,
        od,
        id,
        length,
        bar: roundBar(od),
        volume: tube(od, id, length, 0.95),
        features: 2,
      };
    },
  },
  sleeve: {
    types: ['Turned & drilled', 'Turned component'],
    grades: ['SS304', 'SS316', 'SS410', 'EN8'],
    hsn: '84139190',
    assemblies: ['Centrifugal pump', 'Monoblock pump', 'Submersible pump', 'Water pump'],
    make(v) {
      const id = pick([20, 25, 28, 30, 32, 35, 40, 45], v, 1);
      const od = id + 2 * pick([3, 4, 5], v, 2);
      const length = between(25, 75, v, 3);
      const name = pick(['Shaft sleeve', 'Pump shaft sleeve', 'Wear sleeve', 'Impeller sleeve'], v, 4);
      return {
        description: `${name} ${id} x ${od} x ${length}`,
        od,
        id,
        length,
        bar: roundBar(od),
        volume: tube(od, id, length, 0.97),
        features: 1,
      };
    },
  },
  impellerNut: {
    types: ['Hex part'],
    grades: ['SS304', 'SS316', 'Brass CZ121'],
    hsn: '84139190',
    assemblies: ['Centrifugal pump', 'Monoblock pump', 'Submersible pump'],
    make(v) {
      const t = pick([...METRIC_COARSE.slice(2), ...METRIC_FINE.slice(3, 7)], v, 1);
      const length = Math.round(t.d * pick([0.9, 1.2, 1.5], v, 2));
      const id = mm(t.d * 0.88);
      return {
        description: `${pick(['Impeller nut', 'Impeller lock nut', 'Impeller cap nut'], v, 3)} ${t.name}`,
        od: mm(t.hex * 0.96),
        id,
        length,
        bar: hexBar(t.hex),
        volume: hexArea(t.hex) * length * 0.9 - circle(id) * length * 0.8,
        features: 1,
      };
    },
  },
  valveStem: {
    types: ['Ground shaft', 'Turned component'],
    grades: ['SS410', 'SS304', 'SS316', 'EN8'],
    hsn: '84819090',
    assemblies: ['Ball valve', 'Gate valve', 'Globe valve', 'Control valve', 'Butterfly valve', 'Pneumatic actuator'],
    make(v, assembly) {
      const od = pick([8, 10, 12, 14, 16, 20, 22, 25, 30], v, 1);
      const length = Math.round(od * pick([4, 5, 6, 7], v, 2) + between(0, 20, v, 3));
      const name =
        assembly === 'Gate valve' || assembly === 'Globe valve'
          ? `${assembly} spindle`
          : assembly === 'Pneumatic actuator' || assembly === 'Control valve'
            ? 'Actuator stem'
            : `${assembly} stem`;
      return {
        description: `${name} Ø${od} x ${length}`,
        od,
        id: null,
        length,
        bar: roundBar(od),
        volume: tube(od, null, length, 0.85),
        features: 3,
      };
    },
  },
  valveSeat: {
    types: ['Turned component', 'Turned & drilled'],
    grades: ['SS304', 'SS316', 'Brass CZ121', 'EN8'],
    hsn: '84819090',
    assemblies: ['Ball valve', 'Globe valve', 'Control valve', 'Non-return valve'],
    make(v) {
      const [dn, od] = pick(
        [
          [15, 24],
          [20, 30],
          [25, 36],
          [32, 45],
          [40, 52],
          [50, 65],
        ] as const,
        v,
        1,
      );
      const length = between(6, 20, v, 3);
      return {
        description: `${pick(['Valve seat', 'Seat retainer', 'Seat ring', 'Valve guide'], v, 4)} DN${dn}`,
        od,
        id: dn,
        length,
        bar: roundBar(od),
        volume: tube(od, dn, length, 0.9),
        features: 1,
      };
    },
  },
  brakePart: {
    types: ['Turned component'],
    grades: ['EN8', 'EN1A Pb', 'C45'],
    hsn: '87083000',
    assemblies: ['Brake caliper', 'Disc brake assembly', 'Drum brake wheel cylinder'],
    make(v, assembly) {
      if (assembly === 'Drum brake wheel cylinder' || hash(v, 1) % 3 === 0) {
        const [name, d, af] = pick(
          [
            ['M8 x 1.25', 8, 11],
            ['M10 x 1.0', 10, 13],
          ] as const,
          v,
          2,
        );
        const length = between(18, 30, v, 3);
        return {
          description: `Bleeder screw ${name}`,
          od: d,
          id: drill(d * 0.3),
          length,
          bar: hexBar(af),
          volume: hexArea(af) * 7 * 0.9 + circle(d) * (length - 7) * 0.85,
          features: 3,
          type: 'Hex part',
          grades: ['EN1A Pb', 'EN8'],
        };
      }
      const od = pick([10, 12, 14, 16], v, 4);
      const length = between(45, 85, v, 5);
      return {
        description: `${pick(['Caliper guide pin', 'Caliper slide pin'], v, 6)} Ø${od} x ${length}`,
        od,
        id: null,
        length,
        bar: roundBar(od),
        volume: tube(od, null, length, 0.9),
        features: 2,
        type: 'Ground shaft',
      };
    },
  },
  steeringPart: {
    types: ['Turned component', 'Ground shaft'],
    grades: ['EN8', 'EN19', 'EN353'],
    hsn: '87089400',
    assemblies: ['Steering linkage', 'Rack and pinion steering'],
    make(v) {
      const od = pick([16, 18, 20, 22, 25, 28], v, 1);
      const length = between(45, 110, v, 2);
      const name = pick(['Ball stud', 'Tie rod end stud', 'Idler arm pin', 'Drag link pin'], v, 3);
      return {
        description: `${name} Ø${od} x ${length}`,
        od,
        id: null,
        length,
        bar: roundBar(od),
        volume: tube(od, null, length, 0.72),
        features: 2,
      };
    },
  },
  gearBlank: {
    types: ['Turned & drilled', 'Turned component'],
    grades: ['EN8', 'EN19', 'EN353', '20MnCr5'],
    hsn: '84839000',
    assemblies: ['Gearbox', 'Gear pump', 'Reduction gearbox', 'Rotavator gearbox', 'Oil pump'],
    spm: true,
    make(v) {
      const od = pick([32, 36, 40, 45, 50, 56, 63, 72, 80], v, 1);
      const id = SHAFTS.filter((d) => d >= 12 && d <= od * 0.45).at(-(1 + (hash(v, 2) % 2))) ?? 12;
      const length = between(12, 40, v, 3);
      const name = pick(
        ['Gear blank', 'Spur gear blank', 'Pinion blank', 'Sprocket blank', 'Helical gear blank'],
        v,
        4,
      );
      return {
        description: `${name} Ø${od} x ${length}`,
        od,
        id,
        length,
        bar: roundBar(od),
        volume: tube(od, id, length, 0.8),
        features: 2,
      };
    },
  },
  machineToolPart: {
    types: ['Turned component', 'Ground shaft'],
    grades: ['EN8', 'EN19', 'EN24', 'C45'],
    hsn: '84669390',
    assemblies: ['Lathe tailstock', 'Lathe carriage', 'Milling machine table', 'Drilling machine head', 'Tool post'],
    make(v, assembly) {
      const od = pick([16, 20, 25, 30, 35, 40, 45], v, 1);
      const length = between(40, 160, v, 2);
      const name =
        assembly === 'Lathe tailstock'
          ? pick(['Tailstock spindle', 'Tailstock quill'], v, 3)
          : assembly === 'Drilling machine head'
            ? 'Spindle quill'
            : assembly === 'Tool post'
              ? 'Tool post stud'
              : pick(['Lead screw nut', 'Gib adjusting screw', 'Cross slide screw'], v, 3);
      const hollow = /nut|quill/i.test(name);
      const id = hollow ? mm(od * 0.55) : null;
      return {
        description: `${name} Ø${od}`,
        od,
        id,
        length,
        bar: roundBar(od),
        volume: tube(od, id, length, 0.85),
        features: 3,
        ...(hollow ? { type: 'Turned & drilled' } : {}),
        ...(name === 'Lead screw nut' ? { grades: ['Brass CZ121', 'EN8'] } : {}),
      };
    },
  },
  cyclePart: {
    types: ['Threaded part', 'Turned component'],
    grades: ['EN8', 'EN1A', 'EN8D'],
    hsn: '87149990',
    gst: 5,
    assemblies: ['Bicycle rear hub', 'Bicycle front hub', 'Bottom bracket', 'Pedal assembly'],
    make(v, assembly) {
      const [name, od, length, id] =
        assembly === 'Bottom bracket'
          ? (['Bottom bracket axle', 15.9, pick([118, 122, 127], v, 2), null] as const)
          : assembly === 'Pedal assembly'
            ? (['Pedal spindle 9/16"', 14.3, pick([86, 92], v, 2), null] as const)
            : hash(v, 1) % 2
              ? (['Hub cone 3/8"', 17.5, 12, 8.2] as const)
              : assembly === 'Bicycle rear hub'
                ? (['Hub axle 3/8" x 26 TPI', 9.5, pick([140, 145, 175], v, 2), null] as const)
                : (['Hub axle 5/16" x 24 TPI', 7.9, pick([108, 110], v, 2), null] as const);
      return {
        description: name,
        od,
        id,
        length,
        bar: roundBar(od),
        volume: tube(od, id, length, 0.85),
        features: 2,
      };
    },
  },
  compressorPart: {
    types: ['Ground shaft', 'Turned component'],
    grades: ['EN353', 'EN19', 'EN8', 'SS410'],
    hsn: '84149090',
    assemblies: [
      'Reciprocating air compressor',
      'Brake air compressor',
      'Refrigeration compressor',
      'Screw compressor',
    ],
    make(v) {
      const od = pick([12, 14, 16, 18, 20, 25, 30], v, 1);
      const name = pick(
        ['Crank pin', 'Gudgeon pin', 'Unloader plunger', 'Valve plate dowel', 'Connecting rod bush'],
        v,
        2,
      );
      const id = name === 'Gudgeon pin' || name === 'Connecting rod bush' ? mm(od * 0.6) : null;
      const length = Math.round(od * pick([1.2, 2.5, 3], v, 3));
      return {
        description: `${name} Ø${od}`,
        od,
        id,
        length,
        bar: roundBar(od),
        volume: tube(od, id, length, 0.95),
        features: 1,
        ...(name === 'Connecting rod bush' ? { type: 'Turned component', grades: ['Brass CZ121', 'EN8'] } : {}),
      };
    },
  },
  knurledPart: {
    types: ['Knurled part'],
    grades: ['SS304', 'Al 6061-T6', 'EN1A', 'Brass CZ121'],
    hsn: '73181600',
    assemblies: ['Control panel', 'Instrument housing', 'Jig fixture', 'Switchgear panel', 'Lathe carriage'],
    make(v) {
      const t = pick(METRIC_COARSE.slice(0, 4), v, 1);
      const name = pick(['Knurled insert', 'Knurled thumb nut', 'Knurled knob', 'Knurled thumb screw'], v, 2);
      const insert = name === 'Knurled insert';
      const od = mm(t.d * (insert ? 1.4 : 2.2));
      const length = Math.round(t.d * (insert ? 1.5 : 1.2));
      const id = name === 'Knurled thumb screw' ? null : mm(t.d * 0.85);
      return {
        description: `${name} ${t.name}`,
        od,
        id,
        length,
        bar: roundBar(od),
        volume: tube(od, id, length, 0.9),
        features: 2,
        ...(insert ? { hsn: '74199930', grades: ['Brass CZ121'] } : {}),
        ...(name === 'Knurled thumb screw' ? { hsn: '73181500' } : {}),
      };
    },
  },
  cylinderPart: {
    types: ['Turned component', 'Turned & drilled'],
    grades: ['EN8', 'EN19', 'C45'],
    hsn: '84129090',
    assemblies: ['Hydraulic cylinder', 'Tipper cylinder', 'Loader cylinder', 'Tractor hydraulic lift'],
    spm: true,
    make(v) {
      const bore = pick([40, 50, 63, 80], v, 1);
      const rod = pick(
        [20, 25, 28, 32, 36].filter((d) => d <= bore * 0.6),
        v,
        2,
      );
      const name = pick(['Cylinder piston', 'Gland', 'Rod eye', 'Piston rod end'], v, 3);
      const od = name === 'Cylinder piston' || name === 'Gland' ? bore : rod + 20;
      const id = name === 'Piston rod end' ? null : name === 'Rod eye' ? pick([20, 25], v, 4) : rod;
      const length = name === 'Piston rod end' ? between(40, 70, v, 5) : between(22, 45, v, 5);
      return {
        description: `${name} ${bore} bore x ${rod} rod`,
        od,
        id,
        length,
        bar: roundBar(od),
        volume: tube(od, id, length, 0.82),
        features: 3,
      };
    },
  },
} satisfies Record<string, Family>;

export type FamilyName = keyof typeof FAMILIES;
