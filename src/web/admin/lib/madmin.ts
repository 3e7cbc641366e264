import { FIELD_PATH_PATTERN, type FieldMappingInput, type GisProvider, type LayerKind } from '../../../contracts/gis';

/** URLs of the /madmin pages and actions. */
export const madminPaths = {
  municipalities: () => '/madmin/municipalities',
  newMunicipality: () => '/madmin/municipalities/new',
  municipality: (id: number) => `/madmin/municipalities/${id}`,
  editMunicipality: (id: number) => `/madmin/municipalities/${id}/edit`,
  deleteMunicipality: (id: number) => `/madmin/municipalities/${id}/delete`,
  layers: (id: number) => `/madmin/municipalities/${id}/layers`,
  layer: (id: number, layerId: number) => `/madmin/municipalities/${id}/layers/${layerId}`,
  users: (query: Record<string, string | number | undefined> = {}) => withQuery('/madmin/users', query),
  newUser: () => '/madmin/users/new',
  user: (id: number) => `/madmin/users/${id}`,
  userAction: (id: number, action: 'disable' | 'enable' | 'password_reset') => `/madmin/users/${id}/${action}`,
  audit: (query: Record<string, string | number | undefined> = {}) => withQuery('/madmin/audit', query),
};

/** A path with the query's non-empty values. */
function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export const FLAG_LABELS: Record<string, string> = {
  grant_access: 'Grant Finder',
  permit_mvp: 'Permit Assistant',
  code_doctor: 'Code Doctor',
  document_upload: 'Document upload',
};

export const ROLE_LABELS: Record<string, string> = { super_admin: 'Super admin', user: 'User' };

/** The first breadcrumb of every /madmin page. */
export const MADMIN_ROOT = { label: 'Admin', href: '/madmin/municipalities' };

export const VARIANT_LABELS: Record<string, string> = {
  none: 'No address fields',
  springdale: 'Address (Springdale style)',
  county: 'Address, unit, city and parcel ID (county style)',
  decatur: 'Address (Decatur style)',
};

export const PROVIDER_LABELS: Record<GisProvider, string> = {
  none: 'None (the address is kept as typed)',
  embedded: 'Embedded (layers uploaded to Ordo)',
  arcgis: 'ArcGIS REST services',
};

export const LAYER_KIND_LABELS: Record<LayerKind, string> = {
  areas: 'Areas (GeoJSON polygons: wards, precincts, zones, districts)',
  address_points: 'Address points (CSV or GeoJSON points)',
};

/** Address-data fields the forms suggest: the spec's variants (chat-app §3) and the demo's. */
export const SUGGESTED_FIELDS = [
  'wards.ward', 'wards.council_member', 'election_precincts.precinct', 'anc', 'smd', 'smd_commissioner',
  'schools.elementary', 'schools.middle', 'schools.high', 'police_district', 'historic_district', 'zone',
  'school_attendance_zone_2023.elementary', 'school_attendance_zone_2023.middle', 'school_attendance_zone_2023.junior_high',
  'school_attendance_zone_2023.high', 'springdale_school_board_zones.zone', 'arkansas_house_districts.district',
  'arkansas_senate_districts.district', 'parcelId', 'ownerName', 'acres', 'subdivisionName', 'schoolDistrict',
  'fireDistrict', 'emsDistrict', 'taxDistrict', 'neighborhood', 'zip',
] as const;

/** An editable mapping row; `key` keeps React's identity while rows are added and removed. */
export type MappingRow = FieldMappingInput & { key: number };

let nextKey = 1;
/** Rows for the mapping editor, from saved mappings. */
export function mappingRows(mappings: readonly FieldMappingInput[]): MappingRow[] {
  return mappings.map((m) => ({ ...m, key: nextKey++ }));
}

export function emptyMappingRow(): MappingRow {
  return { property: '', field: '', key: nextKey++ };
}

/** The mappings to send: rows with both sides filled, trimmed; half-filled rows are reported by `mappingRowError`. */
export function mappingsOf(rows: readonly MappingRow[]): FieldMappingInput[] {
  return rows
    .map((r) => ({ property: r.property.trim(), field: r.field.trim() }))
    .filter((m) => m.property !== '' && m.field !== '');
}

/** What is wrong with the rows, before sending: a half-filled row, a bad field name or a field mapped twice. */
export function mappingRowError(rows: readonly MappingRow[]): string | undefined {
  const seen = new Set<string>();
  for (const [i, row] of rows.entries()) {
    const property = row.property.trim();
    const field = row.field.trim();
    if (!property && !field) continue;
    if (!property || !field) return `Mapping ${i + 1} needs both a property and a field.`;
    if (!FIELD_PATH_PATTERN.test(field)) return `"${field}" is not a field name: use letters, digits and _, with one dot for a group (wards.ward).`;
    if (seen.has(field)) return `"${field}" is mapped twice; map each field once.`;
    seen.add(field);
  }
  return undefined;
}

/** A layer name from a file name: 'ward-2012.geojson' → 'ward 2012'. */
export function layerNameFromFile(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ').trim();
}
