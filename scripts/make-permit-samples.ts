/*
 * Writes the sample permit applications (3-page PDFs) the permit engine is tested and benchmarked on, and
 * cases.jsonl with the status a careful reviewer would give each under the Rivergrove sign ordinance (Ord. 81-2011),
 * tree-cutting ordinance (Ord. 89-2018) and fee resolution (Res. 259-2018).
 * Usage: npx tsx scripts/make-permit-samples.ts [--out test/fixtures/permits]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { minimalPdf, textLines } from '../src/engine/parse/pdf-builder.testing';

type Sample = { id: string; expected: 'approve' | 'maybe_approve' | 'needs_revision' | 'deny'; why: string; context?: string; pages: string[][] };

const box = (checked: boolean, label: string) => `${checked ? '[X]' : '[ ]'} ${label}`;

function applicant(kind: string, address: string, name: string): string[] {
  return [
    'CITY OF RIVERGROVE, OREGON',
    `${kind} Application`,
    '',
    `Permit type: ${kind}`,
    `Applicant name: ${name}`,
    'Mailing address: 5200 SW Childs Rd, Lake Oswego, OR 97035',
    'Phone: 503-555-0142',
    `Site address: ${address}`,
    'Tax lot / parcel: 21E07BC01200',
    'Zoning: R-1 Residential',
    'Date submitted: 03/14/2025',
  ];
}

function certification(opts: { fee: string; signed: boolean; attachments: [boolean, string][] }): string[] {
  return [
    'ATTACHMENTS CHECKLIST',
    ...opts.attachments.map(([on, label]) => box(on, label)),
    '',
    `Fee paid: ${opts.fee}`,
    '',
    'CERTIFICATION',
    'I certify that the information in this application is true and complete.',
    `Applicant signature: ${opts.signed ? '/s/ Dana Whitfield' : '________________'}`,
    'Date: 03/14/2025',
  ];
}

function tree(o: { id: string; expected: Sample['expected']; why: string; reason: string; wqra: boolean; trees: number; dbh: string; species: string; dead?: boolean; mitigation: boolean; photo?: boolean; arborist?: boolean; fee: string; signed?: boolean; context?: string }): Sample {
  return {
    id: o.id,
    expected: o.expected,
    why: o.why,
    context: o.context,
    pages: [
      applicant('Tree Cutting Permit', '4410 SW Sunset Dr, Rivergrove, OR 97035', 'Dana Whitfield'),
      [
        'TREE INFORMATION',
        box(!o.wqra, 'Tree is outside the WQRA and outside the Flood Hazard Area'),
        box(o.wqra, 'Tree is within the WQRA or Flood Hazard Area'),
        box(Boolean(o.dead), 'Tree is dead, dying or dangerous'),
        `Number of trees to be cut: ${o.trees}`,
        `Species: ${o.species}`,
        `Diameter (DBH): ${o.dbh}`,
        `Description of work: ${o.reason}`,
        'Contractor: Tualatin Valley Tree Care (licensed and insured arborist)',
      ],
      certification({
        fee: o.fee,
        signed: o.signed ?? true,
        attachments: [
          [o.mitigation, 'Mitigation Plan (species and caliper of replacement trees, site map, planting schedule)'],
          [Boolean(o.photo), 'Photograph of the tree'],
          [Boolean(o.arborist), 'Statement from a Certified Arborist'],
        ],
      }),
    ],
  };
}

function sign(o: { id: string; expected: Sample['expected']; why: string; signType: string; description: string; area: string; height: string; setback?: string; illumination: string; flashing?: boolean; moving?: boolean; temporary?: boolean; fee: string; context?: string }): Sample {
  return {
    id: o.id,
    expected: o.expected,
    why: o.why,
    context: o.context,
    pages: [
      applicant('Sign Permit', '18800 SW Pilkington Rd, Rivergrove, OR 97035', 'Dana Whitfield'),
      [
        'SIGN INFORMATION',
        `Sign type: ${o.signType}`,
        box(Boolean(o.temporary), 'Temporary sign'),
        box(!o.temporary, 'Permanent sign'),
        `Description of work: ${o.description}`,
        `Sign area: ${o.area}`,
        `Sign height: ${o.height}`,
        ...(o.setback ? [`Setback from street property line: ${o.setback}`] : []),
        `Illumination: ${o.illumination}`,
        box(Boolean(o.flashing), 'Flashing lights'),
        box(Boolean(o.moving), 'Moving, rotating or animated parts'),
      ],
      certification({ fee: o.fee, signed: true, attachments: [[true, 'Site plan showing sign location'], [true, 'Sign drawing with dimensions']] }),
    ],
  };
}

const SAMPLES: Sample[] = [
  tree({ id: 'tree-two-outside-wqra', expected: 'maybe_approve', why: 'Complete; cutting beyond one tree a year goes to the Planning Commission (D.2.b), a judgment call.', reason: 'Remove two Douglas firs shading the house; replant per mitigation plan.', wqra: false, trees: 2, dbh: '18 inches', species: 'Douglas fir', mitigation: true, arborist: true, fee: '$40.00' }),
  tree({ id: 'tree-no-mitigation-plan', expected: 'needs_revision', why: 'All applications shall include a Mitigation Plan (F.1); none attached.', reason: 'Remove two bigleaf maples near the driveway.', wqra: false, trees: 2, dbh: '20 inches', species: 'Bigleaf maple', mitigation: false, fee: '$40.00' }),
  tree({ id: 'tree-wqra-fee-short', expected: 'needs_revision', why: 'Within WQRA the fee is $30 per tree (Res. 259-2018): 3 trees need $90, $30 paid.', reason: 'Remove three red alders on the river bank within the WQRA.', wqra: true, trees: 3, dbh: '14 inches', species: 'Red alder', mitigation: true, arborist: true, fee: '$30.00' }),
  tree({ id: 'tree-unsigned', expected: 'needs_revision', why: 'The application is not signed.', reason: 'Remove one western red cedar leaning toward the garage.', wqra: false, trees: 1, dbh: '16 inches', species: 'Western red cedar', mitigation: true, fee: '$20.00', signed: false }),
  tree({ id: 'tree-dead-with-photo', expected: 'approve', why: 'Dead tree: proof by photograph, mitigation plan attached, fee met; City Staff approve immediately once complete (D.2.d).', reason: 'Remove one dead Oregon white oak; photograph attached.', wqra: false, trees: 1, dbh: '10 inches', species: 'Oregon white oak', dead: true, mitigation: true, photo: true, fee: '$20.00' }),
  sign({ id: 'sign-roof', expected: 'deny', why: 'Roof signs are prohibited (Section 8.H).', signType: 'Roof sign', description: 'Install a roof sign on the garage roof advertising a home business.', area: '12 square feet', height: '14 feet', illumination: 'None', fee: '$25.00' }),
  sign({ id: 'sign-flashing', expected: 'deny', why: 'Signs illuminated by flashing lights are prohibited (Section 8.G).', signType: 'Wall sign', description: 'Wall sign with flashing lights around the border.', area: '8 square feet', height: '7 feet', illumination: 'Flashing light bulbs around the border', flashing: true, fee: '$25.00' }),
  sign({ id: 'sign-video', expected: 'deny', why: 'Video signs are prohibited (Section 8.B).', signType: 'Video sign (LED display with changing copy)', description: 'Freestanding video sign showing changing messages.', area: '20 square feet', height: '6 feet', setback: '10 feet', illumination: 'Internal LED', fee: '$25.00' }),
  sign({ id: 'sign-temporary-oversize', expected: 'needs_revision', why: 'Temporary signs are limited to four square feet and four feet in height (Section 7.B).', signType: 'Temporary freestanding sign', description: 'Temporary real estate sign during the sale of the property.', area: '6 square feet', height: '5 feet', illumination: 'None', temporary: true, fee: '$0.00' }),
  sign({ id: 'sign-temporary-compliant', expected: 'approve', why: 'A temporary real estate sign within 4 sq ft and 4 ft is allowed without a permit (Section 7.B.3).', signType: 'Temporary freestanding sign', description: 'Temporary real estate sign during the sale of the property, removed within 15 days of the sale.', area: '3 square feet', height: '3 feet', illumination: 'None', temporary: true, fee: '$0.00' }),
  sign({ id: 'sign-freestanding-setback', expected: 'needs_revision', why: 'No part of a freestanding sign within three feet of a street front property line (Section 3).', signType: 'Permanent freestanding sign', description: 'Freestanding monument sign for a neighborhood entrance.', area: '16 square feet', height: '4 feet', setback: '2 feet', illumination: 'None', fee: '$25.00' }),
  sign({ id: 'sign-name-plate-oversize', expected: 'needs_revision', why: 'A name plate on a residential lot may not exceed one and one-half square feet (Section 6.A).', signType: 'Name plate (wall sign on a residential lot)', description: 'Name plate on the front facade of a single-family residential lot.', area: '3 square feet', height: '5 feet', illumination: 'Non-illuminated', fee: '$25.00' }),
];

const { values } = parseArgs({ options: { out: { type: 'string', default: 'test/fixtures/permits' } } });
const out = resolve(values.out!);
mkdirSync(out, { recursive: true });
const cases: string[] = [];
for (const s of SAMPLES) {
  writeFileSync(join(out, `${s.id}.pdf`), minimalPdf(s.pages.map(textLines)));
  cases.push(JSON.stringify({ id: s.id, file: `${s.id}.pdf`, ...(s.context ? { context: s.context } : {}), expected_status: s.expected, why: s.why }));
}
writeFileSync(join(out, 'cases.jsonl'), `${cases.join('\n')}\n`);
process.stdout.write(`Wrote ${SAMPLES.length} applications and cases.jsonl to ${out}\n`);
