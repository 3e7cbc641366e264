/*
 * A chat's `address_data` (spec chat-app §3) as facts a person reads: each field by a dotted path
 * (`wards.ward`, `historic_district`), its label and its value. Layers fill it through field mappings: a
 * feature's property (e.g. `NAME`) goes to an address-data field (e.g. `wards.ward`).
 */

/** One layer property copied into one address-data field. */
export type FieldMapping = { property: string; field: string };

/** A field of the address data as shown: `{ field: 'wards.ward', label: 'Ward', value: 'Ward 2' }`. */
export type AddressFact = { field: string; label: string; value: string };

/** The fields the address form itself holds; they are the address, not facts about it. */
export const ADDRESS_FORM_FIELDS = ['address', 'unit', 'city', 'parcelId'] as const;

/**
 * Labels of the fields of the three address-data variants (spec chat-app §3) and of the demo's DC layers, in the
 * order facts are shown (stored address data comes back from jsonb with its keys reordered).
 */
const KNOWN_LABELS: Record<string, string> = {
  address: 'Address', unit: 'Unit', city: 'City', zip: 'ZIP code', parcelId: 'Parcel ID', lot: 'Lot', zone: 'Zone',
  'wards.ward': 'Ward', 'wards.council_member': 'Council member',
  'wards.position1': 'Council member, position 1', 'wards.position2': 'Council member, position 2',
  'election_precincts.precinct': 'Precinct', 'election_precincts.county_name': 'County',
  anc: 'Advisory Neighborhood Commission', smd: 'Single-member district', smd_commissioner: 'ANC commissioner',
  'schools.elementary': 'Elementary school', 'schools.middle': 'Middle school', 'schools.high': 'High school',
  'school_attendance_zone_2023.elementary': 'Elementary school', 'school_attendance_zone_2023.middle': 'Middle school',
  'school_attendance_zone_2023.junior_high': 'Junior high school', 'school_attendance_zone_2023.high': 'High school',
  police_district: 'Police district', historic_district: 'Historic district',
  'springdale_school_board_zones.zone': 'School board zone', 'springdale_school_board_zones.zone_member': 'School board member',
  'arkansas_house_districts.district': 'State House district', 'arkansas_house_districts.name': 'State representative',
  'arkansas_house_districts.party': 'State representative party', 'arkansas_senate_districts.district': 'State Senate district',
  'arkansas_senate_districts.name': 'State senator', 'arkansas_senate_districts.party': 'State senator party',
  'natural_gas_provider.name': 'Natural gas provider', 'water_provider.name': 'Water provider',
  'electric_service_provider.name': 'Electric provider', 'telephone_service_provider.name': 'Telephone provider',
  subdivisionName: 'Subdivision', acres: 'Acres', emsDistrict: 'EMS district', fireDistrict: 'Fire district',
  jpRep: 'Justice of the peace', jpPhone: 'Justice of the peace phone', jpEmail: 'Justice of the peace email',
  schoolDistrict: 'School district', houseRep: 'State representative', senateRep: 'State senator',
  taxDistrict: 'Tax district', neighborhood: 'Neighborhood', localDistrict: 'Local district',
  stateDistrict: 'State district', districtName: 'District name',
  ownerName: 'Owner', ownerStreetAddress: 'Owner address', ownerCity: 'Owner city', ownerState: 'Owner state', ownerZip: 'Owner ZIP code',
  currentDeedType: 'Deed type', deedType: 'Deed type',
};
const FIELD_ORDER = new Map(Object.keys(KNOWN_LABELS).map((field, i) => [field, i]));

/** 'police_district' → 'Police district', 'subdivisionName' → 'Subdivision name'. */
function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label a person reads for an address-data field path. */
export function fieldLabel(field: string): string {
  return KNOWN_LABELS[field] ?? humanize(field.split('.').pop() ?? field);
}

/** A property value worth keeping: trimmed text or a finite number; blanks, nulls and objects are nothing. */
export function factValue(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return null;
}

/** Writes a value at a field path (`wards.ward`), creating the group object when needed. */
export function setField(data: Record<string, unknown>, field: string, value: string): void {
  const [group, name] = field.split('.');
  if (name === undefined) {
    data[group] = value;
    return;
  }
  const current = data[group];
  const target = current && typeof current === 'object' && !Array.isArray(current) ? (current as Record<string, unknown>) : {};
  target[name] = value;
  data[group] = target;
}

/** The facts a feature gives through the mappings; a property the feature lacks (or leaves blank) gives none. */
export function mappedFacts(properties: Record<string, unknown>, mappings: readonly FieldMapping[]): AddressFact[] {
  return mappings.flatMap((m) => {
    const value = factValue(properties[m.property]);
    return value === null ? [] : [{ field: m.field, label: fieldLabel(m.field), value }];
  });
}

/** Builds address data from facts (later facts of the same field are ignored, so the first layer wins). */
export function addressDataOf(facts: readonly AddressFact[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const seen = new Set<string>();
  for (const fact of facts) {
    if (seen.has(fact.field)) continue;
    seen.add(fact.field);
    setField(data, fact.field, fact.value);
  }
  return data;
}

/** Every field of the address data with a value, as labelled facts, in the data's order (groups one level deep). */
export function addressFacts(addressData: Record<string, unknown> | null | undefined): AddressFact[] {
  const facts: AddressFact[] = [];
  for (const [key, value] of Object.entries(addressData ?? {})) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value as Record<string, unknown>)) {
        const text = factValue(innerValue);
        if (text !== null) facts.push({ field: `${key}.${inner}`, label: fieldLabel(`${key}.${inner}`), value: text });
      }
      continue;
    }
    const text = Array.isArray(value) ? value.map(factValue).filter(Boolean).join(', ') || null : factValue(value);
    if (text !== null) facts.push({ field: key, label: fieldLabel(key), value: text });
  }
  const rank = (field: string) => FIELD_ORDER.get(field) ?? FIELD_ORDER.size;
  // Known fields in their usual order; the others after them, in the data's order (sort is stable).
  return facts.sort((a, b) => rank(a.field) - rank(b.field));
}

/** The facts about the place, without the address form's own fields. */
export function placeFacts(addressData: Record<string, unknown> | null | undefined): AddressFact[] {
  const form = new Set<string>(ADDRESS_FORM_FIELDS);
  return addressFacts(addressData).filter((f) => !form.has(f.field));
}

/** '1629 CONNECTICUT AVENUE NW' → '1629 Connecticut Avenue NW' (directions, single letters stay capitals; ordinals lower). */
export function displayAddress(address: string): string {
  if (address !== address.toUpperCase()) return address;
  return address
    .split(/(\s+)/)
    .map((word) => {
      if (/^(NW|NE|SW|SE|N|S|E|W|[A-Z]|PO)$/.test(word) || /^\s+$/.test(word)) return word;
      if (/^\d/.test(word)) return word.toLowerCase();
      return word.charAt(0) + word.slice(1).toLowerCase();
    })
    .join('');
}
