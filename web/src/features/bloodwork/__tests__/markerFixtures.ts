import type { OperationDescriptor } from 'relay-runtime';
import type { BloodworkMarker } from '../useMarkerCatalog';

export const MARKERS: BloodworkMarker[] = [
  {
    key: 'glucose_fasting',
    name: 'Fasting glucose',
    category: 'metabolic',
    aliases: ['FBS', 'Glucose'],
    unit: 'mg/dL',
    units: ['mg/dL', 'mmol/L'],
    refLow: 70,
    refHigh: 99,
  },
  {
    key: 'ldl_cholesterol',
    name: 'LDL cholesterol',
    category: 'lipids',
    aliases: ['LDL', 'LDL-C'],
    unit: 'mg/dL',
    units: ['mg/dL', 'mmol/L'],
    refLow: null,
    refHigh: 100,
  },
  { key: 'hemoglobin', name: 'Hemoglobin', category: 'cbc', aliases: ['Hb', 'Haemoglobin'], unit: 'g/dL', units: ['g/dL', 'g/L'], refLow: 12, refHigh: 15.5 },
  {
    key: 'rbc',
    name: 'Red blood cells',
    category: 'cbc',
    aliases: ['RBC Count', 'RBC'],
    unit: '10^12/L',
    units: ['10^12/L', 'million/µL'],
    refLow: 4.2,
    refHigh: 5.4,
  },
];

/** Answers the marker catalog query (one page) for relay-test-utils' mock environment. */
export function markerCatalogResponse(operation: OperationDescriptor) {
  if (operation.request.node.params.name !== 'useMarkerCatalogQuery') return null;
  return {
    data: {
      bloodworkMarkers: {
        edges: MARKERS.map((node) => ({ node: { ...node } })),
        pageInfo: { hasNextPage: false, endCursor: null },
      },
    },
  };
}
