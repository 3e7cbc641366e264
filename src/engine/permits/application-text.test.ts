import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../parse';
import { applicationText } from './application-text';
import { readApplication } from './read-application';

const FIXED_DATE = new Date('2026-01-15T00:00:00Z');

/** A fillable tree-cutting form as a city would publish it, filled in by software and not flattened. */
async function fillableForm(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  const form = pdf.getForm();
  page.drawText('CITY OF RIVERGROVE - TREE CUTTING PERMIT APPLICATION', { x: 72, y: 740, size: 13, font });
  const text = (label: string, name: string, value: string, y: number) => {
    page.drawText(label, { x: 72, y, size: 10, font });
    const field = form.createTextField(name);
    field.setText(value);
    field.addToPage(page, { x: 230, y: y - 4, width: 300, height: 16, font });
  };
  text('Applicant name', 'applicant_name', 'Avery Notreal', 700);
  text('Tree species', 'txtSpecies', 'Oregon white oak', 676);
  text('Trunk diameter (inches DBH)', 'dbh', '24', 652);
  text('Fee paid', 'fee', '$0', 628);
  text('Owner signature', 'sig', '', 604);
  page.drawText('Located in the WQRA', { x: 96, y: 580, size: 10, font });
  const wqra = form.createCheckBox('chkWQRA');
  wqra.addToPage(page, { x: 72, y: 577, width: 12, height: 12 });
  page.drawText('Arborist report attached', { x: 96, y: 560, size: 10, font });
  const report = form.createCheckBox('chkReport');
  report.addToPage(page, { x: 72, y: 557, width: 12, height: 12 });
  report.check();
  page.drawText('Permit type', { x: 72, y: 530, size: 10, font });
  const type = form.createRadioGroup('permit_type');
  page.drawText('Emergency', { x: 250, y: 530, size: 10, font });
  type.addOptionToPage('Emergency', page, { x: 232, y: 527, width: 12, height: 12 });
  page.drawText('Non-WQRA', { x: 350, y: 530, size: 10, font });
  type.addOptionToPage('NonWQRA', page, { x: 332, y: 527, width: 12, height: 12 });
  type.select('Emergency');
  return pdf.save({ useObjectStreams: false });
}

/** A printed form: labels and values side by side without colons, in two columns, and a checkbox grid. */
async function printedTwoColumnForm(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  const at = (s: string, x: number, y: number) => page.drawText(s, { x, y, size: 10, font });
  at('SIGN PERMIT APPLICATION', 72, 740);
  at('Applicant', 72, 700);
  at('Jordan Sample', 170, 700);
  at('Phone', 330, 700);
  at('555-0142', 400, 700);
  at('Sign type', 72, 680);
  at('Portable A-frame sign', 170, 680);
  at('Sign area', 330, 680);
  at('6 sq ft', 400, 680);
  at('Illumination   [ ] Internal   [X] None', 72, 660);
  at('Placement', 72, 645);
  at('Stapled to the wooden utility pole at the corner of', 170, 645);
  at('Main Street and Fake Avenue', 170, 633);
  at('Signature', 72, 615);
  at('Office use only', 250, 600);
  return pdf.save({ useObjectStreams: false });
}

describe('applicationText', () => {
  it('reads an unflattened fillable form: values, ticked and unticked boxes and the chosen radio option, with printed labels', async () => {
    const parsed = await parseDocument(await fillableForm(), 'pdf', { formFields: true, columnGaps: true });
    const text = applicationText(parsed.pages);
    expect(text).toContain('[Form fields on page 1]');
    const facts = readApplication(text);
    expect(facts.fields).toContainEqual({ label: 'Applicant name', value: 'Avery Notreal', where: 'page 1, form field' });
    expect(facts.fields).toContainEqual(expect.objectContaining({ label: 'Tree species', value: 'Oregon white oak' }));
    expect(facts.quantities).toContainEqual(expect.objectContaining({ label: 'Trunk diameter (inches DBH)', value: 2, unit: 'ft' }));
    expect(facts.feePaid).toBe(0);
    expect(facts.checkboxes).toContainEqual(expect.objectContaining({ label: 'Arborist report attached', checked: true }));
    expect(facts.checkboxes).toContainEqual(expect.objectContaining({ label: 'Located in the WQRA', checked: false }));
    expect(facts.checkboxes).toContainEqual(expect.objectContaining({ label: 'Emergency', checked: true }));
    expect(facts.signatures).toEqual([{ label: 'Owner signature', signed: false }]);
  });

  it('without form reading, the same file shows only its printed labels', async () => {
    const parsed = await parseDocument(await fillableForm(), 'pdf');
    expect(applicationText(parsed.pages)).not.toContain('Avery Notreal');
  });

  it('reads a printed two-column form whose labels and values stand apart without colons', async () => {
    const parsed = await parseDocument(await printedTwoColumnForm(), 'pdf', { columnGaps: true });
    const facts = readApplication(applicationText(parsed.pages));
    expect(facts.fields).toContainEqual({ label: 'Applicant', value: 'Jordan Sample', where: 'page 1' });
    expect(facts.fields).toContainEqual(expect.objectContaining({ label: 'Sign type', value: 'Portable A-frame sign' }));
    expect(facts.quantities).toContainEqual(expect.objectContaining({ label: 'Sign area', value: 6, aspect: 'area' }));
    expect(facts.checkboxes).toContainEqual(expect.objectContaining({ label: 'None', checked: true }));
    expect(facts.checkboxes).toContainEqual(expect.objectContaining({ label: 'Internal', checked: false }));
    expect(facts.signatures).toEqual([{ label: 'Signature', signed: false }]);
    // A value wrapped under itself in the value column is one value; a line elsewhere is not part of it.
    expect(facts.fields).toContainEqual(expect.objectContaining({ label: 'Placement', value: 'Stapled to the wooden utility pole at the corner of Main Street and Fake Avenue' }));
    expect(facts.fields.map((f) => f.value).join(' ')).not.toContain('Office use only');
  });

  it('reads a cover letter: its prose is the work described, and the enclosed fee counts', () => {
    const facts = readApplication(
      ['Dear Planning Staff,', 'I am writing to request a permit to remove one Douglas fir, 30 inches in diameter, that', 'leans over our garage. I have enclosed a check for $20 for the permit fee.', 'Sincerely,', 'Sam Example'].join('\n'),
    );
    expect(facts.work).toContain('remove one Douglas fir');
    expect(facts.feePaid).toBe(20);
    expect(facts.assertedText).toContain('Douglas fir');
  });
});
