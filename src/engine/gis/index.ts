export { ADDRESS_FORM_FIELDS, addressDataOf, addressFacts, displayAddress, factValue, fieldLabel, mappedFacts, placeFacts, setField, type AddressFact, type FieldMapping } from './address-facts';
export { buildAddressIndex, findParcel, geocodeAddress, MAX_SUGGESTIONS, type AddressIndex, type AddressPoint, type GeocodeResult } from './address-index';
export { addressKey, editDistance, normalizeParcelId, parseAddress, streetKey, type ParsedAddress } from './address-normalize';
export { ArcGisResponseError, candidateParams, parseCandidates, parseFeatures, pointQueryParams, ringCentroid, sqlLiteral, whereQueryParams, type ArcGisCandidate, type ArcGisFeature } from './arcgis';
export { csvColumns, LayerFileError, propertyNamesOf, readAreaFeature, readCsvPoint, readPointFeature, type CsvColumns } from './layer-file';
export { areaBBox, areasAt, buildLayerIndex, type AreaFeature, type BBox, type LayerIndex } from './layer-index';
export { CONDITIONING_SECTIONS, describeFact, factsConditioningSections, isDistinctiveWord, placeContext, placeQuestion, placeStatement, type PlaceContext } from './place-context';
export { placeOrder, placeRelation, type PlaceRelation } from './place-order';
export { factsAt, lookupAddress, type EmbeddedGis, type LookupOutcome, type MappedLayer } from './lookup';
