/**
 * Master data every installation starts with: Delhi's eleven revenue districts, the district court complexes
 * that sit in them (a complex serving two districts appears under each, as eCourts lists it), and the
 * Delhi High Court benches, each named in English and Hindi. Complex values follow the eCourts establishment codes used in CNRs (DLCT01...).
 */

export const STREAMING_ROOMS = ['Room1', 'Room2', 'Room3'] as const;

type ComplexSeed = { name: string; nameHi: string; value: string };
type DistrictSeed = { name: string; value: string; complexes: ComplexSeed[] };

export const DISTRICTS: DistrictSeed[] = [
  {
    name: 'Central',
    value: 'CT',
    complexes: [{ name: 'Tis Hazari Courts', nameHi: 'तीस हज़ारी न्यायालय', value: 'DLCT01' }],
  },
  {
    name: 'East',
    value: 'ET',
    complexes: [{ name: 'Karkardooma Courts', nameHi: 'कड़कड़डूमा न्यायालय', value: 'DLET01' }],
  },
  {
    name: 'New Delhi',
    value: 'ND',
    complexes: [
      { name: 'Patiala House Courts', nameHi: 'पटियाला हाउस न्यायालय', value: 'DLND01' },
      { name: 'Rouse Avenue Courts', nameHi: 'राउज़ एवेन्यू न्यायालय', value: 'DLND02' },
    ],
  },
  {
    name: 'North',
    value: 'NT',
    complexes: [{ name: 'Rohini Courts', nameHi: 'रोहिणी न्यायालय', value: 'DLNT01' }],
  },
  {
    name: 'North East',
    value: 'NE',
    complexes: [{ name: 'Karkardooma Courts', nameHi: 'कड़कड़डूमा न्यायालय', value: 'DLNE01' }],
  },
  {
    name: 'North West',
    value: 'NW',
    complexes: [{ name: 'Rohini Courts', nameHi: 'रोहिणी न्यायालय', value: 'DLNW01' }],
  },
  {
    name: 'Shahdara',
    value: 'SH',
    complexes: [{ name: 'Karkardooma Courts', nameHi: 'कड़कड़डूमा न्यायालय', value: 'DLSH01' }],
  },
  {
    name: 'South',
    value: 'ST',
    complexes: [{ name: 'Saket Courts', nameHi: 'साकेत न्यायालय', value: 'DLST01' }],
  },
  {
    name: 'South East',
    value: 'SE',
    complexes: [{ name: 'Saket Courts', nameHi: 'साकेत न्यायालय', value: 'DLSE01' }],
  },
  {
    name: 'South West',
    value: 'SW',
    complexes: [{ name: 'Dwarka Courts', nameHi: 'द्वारका न्यायालय', value: 'DLSW01' }],
  },
  {
    name: 'West',
    value: 'WT',
    complexes: [{ name: 'Tis Hazari Courts', nameHi: 'तीस हज़ारी न्यायालय', value: 'DLWT01' }],
  },
];

/** The court rooms each complex gets, Court No. 1 to 3 (see courtRoomValue). */
export const COURT_ROOM_NAMES = [
  { name: 'Court No. 1 (District & Sessions Judge)', nameHi: 'न्यायालय कक्ष सं. 1 (ज़िला एवं सत्र न्यायाधीश)' },
  { name: 'Court No. 2 (Additional Sessions Judge)', nameHi: 'न्यायालय कक्ष सं. 2 (अपर सत्र न्यायाधीश)' },
  { name: 'Court No. 3 (Civil Judge)', nameHi: 'न्यायालय कक्ष सं. 3 (सिविल न्यायाधीश)' },
] as const;

/** A court room's value is "<complex number>^<court number>", both counted from 1 in the order seeded here. */
export function courtRoomValue(complexValue: string, courtNumber: number): string {
  const complexNumber = DISTRICTS.flatMap((district) => district.complexes).findIndex(
    (complex) => complex.value === complexValue,
  );
  if (complexNumber < 0) throw new Error(`Seed: no complex ${complexValue}`);
  return `${complexNumber + 1}^${courtNumber}`;
}

/** Court No. n of every complex streams in the same room: Court No. 1 in Room1, No. 2 in Room2, No. 3 in Room3. */
export function streamingRoomOfCourt(courtNumber: number): string {
  return STREAMING_ROOMS[(courtNumber - 1) % STREAMING_ROOMS.length] ?? 'Room1';
}

/** Where a demo hearing is heard: a complex's Court No. n, and the streaming room that carries it. */
export function heardIn(complexValue: string, courtNumber: number) {
  return { roomId: streamingRoomOfCourt(courtNumber), courtRoom: courtRoomValue(complexValue, courtNumber) };
}

export const HIGH_COURT_BENCHES = [
  {
    label: "Hon'ble the Chief Justice's Bench (A)",
    labelHi: 'माननीय मुख्य न्यायाधीश की पीठ (A)',
    value: 'DHC-DB1',
  },
  { label: 'Division Bench II (A)', labelHi: 'खंडपीठ II (A)', value: 'DHC-DB2' },
  { label: 'Division Bench III (A)', labelHi: 'खंडपीठ III (A)', value: 'DHC-DB3' },
  { label: 'Single Bench, Original Side (O)', labelHi: 'एकल पीठ, मूल पक्ष (O)', value: 'DHC-OS1' },
  {
    label: 'Single Bench, Commercial Division (O)',
    labelHi: 'एकल पीठ, वाणिज्यिक प्रभाग (O)',
    value: 'DHC-OS2',
  },
  { label: 'Single Bench, Criminal Side (C)', labelHi: 'एकल पीठ, आपराधिक पक्ष (C)', value: 'DHC-CR1' },
  { label: 'Single Bench, Criminal Revision (C)', labelHi: 'एकल पीठ, आपराधिक पुनरीक्षण (C)', value: 'DHC-CR2' },
] as const;
