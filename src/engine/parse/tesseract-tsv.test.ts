import { describe, expect, it } from 'vitest';
import { readTesseractTsv } from './tesseract-tsv';

// The first rows of Tesseract 5.3's TSV for page 3 of Rivergrove's tree-cutting ordinance scanned at 200 dpi
// (tesseract - - tsv), columns separated by tabs; the blank "word" in block 3 is a horizontal rule.
const PAGE_3 = [
  "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext",
  "1\t1\t0\t0\t0\t0\t0\t0\t1700\t2200\t-1\t",
  "2\t1\t1\t0\t0\t0\t152\t171\t900\t118\t-1\t",
  "3\t1\t1\t1\t0\t0\t152\t171\t900\t118\t-1\t",
  "4\t1\t1\t1\t1\t0\t662\t171\t390\t23\t-1\t",
  "5\t1\t1\t1\t1\t1\t662\t171\t203\t22\t96.087410\tORDINANCE",
  "5\t1\t1\t1\t1\t2\t875\t171\t57\t23\t95.047806\tNO.",
  "5\t1\t1\t1\t1\t3\t942\t171\t110\t22\t95.459587\t89-2018",
  "4\t1\t1\t1\t2\t0\t152\t257\t827\t32\t-1\t",
  "5\t1\t1\t1\t2\t1\t152\t258\t101\t24\t96.544861\tSection",
  "5\t1\t1\t1\t2\t2\t263\t259\t81\t23\t96.653122\t5.100.",
  "5\t1\t1\t1\t2\t3\t362\t259\t66\t22\t96.765099\tTree",
  "5\t1\t1\t1\t2\t4\t438\t258\t108\t31\t96.786400\tCutting",
  "5\t1\t1\t1\t2\t5\t555\t258\t21\t24\t96.674088\tis",
  "5\t1\t1\t1\t2\t6\t586\t258\t128\t24\t96.274849\tamended",
  "5\t1\t1\t1\t2\t7\t723\t262\t27\t20\t97.011383\tto",
  "5\t1\t1\t1\t2\t8\t760\t258\t63\t23\t96.402664\tread",
  "5\t1\t1\t1\t2\t9\t833\t265\t28\t17\t96.313126\tas",
  "5\t1\t1\t1\t2\t10\t871\t257\t108\t25\t96.516495\tfollows:",
  "2\t1\t2\t0\t0\t0\t152\t347\t367\t26\t-1\t",
  "3\t1\t2\t1\t0\t0\t152\t347\t367\t26\t-1\t",
  "4\t1\t2\t1\t1\t0\t152\t347\t367\t26\t-1\t",
  "5\t1\t2\t1\t1\t1\t152\t347\t97\t23\t96.282425\tSection",
  "5\t1\t2\t1\t1\t2\t260\t347\t80\t23\t96.282425\t5.100.",
  "5\t1\t2\t1\t1\t3\t351\t347\t59\t23\t96.369217\tTree",
  "5\t1\t2\t1\t1\t4\t420\t347\t99\t26\t96.343636\tCutting",
  "2\t1\t3\t0\t0\t0\t150\t370\t369\t8\t-1\t",
  "3\t1\t3\t1\t0\t0\t150\t370\t369\t8\t-1\t",
  "4\t1\t3\t1\t1\t0\t150\t370\t369\t8\t-1\t",
  "5\t1\t3\t1\t1\t1\t150\t370\t369\t8\t95.000000\t ",
  "2\t1\t4\t0\t0\t0\t151\t435\t1408\t332\t-1\t",
  "3\t1\t4\t1\t0\t0\t151\t435\t255\t30\t-1\t",
  "4\t1\t4\t1\t1\t0\t151\t435\t255\t30\t-1\t",
  "5\t1\t4\t1\t1\t1\t151\t435\t44\t30\t95.167671\t(A)",
  "5\t1\t4\t1\t1\t2\t213\t436\t193\t23\t95.167671\tAUTHORITY",
  "3\t1\t4\t2\t0\t0\t151\t479\t1408\t288\t-1\t",
  "4\t1\t4\t2\t1\t0\t151\t479\t1351\t30\t-1\t",
  "5\t1\t4\t2\t1\t1\t151\t479\t50\t24\t96.223785\tThe",
  "5\t1\t4\t2\t1\t2\t210\t479\t147\t30\t96.677521\tregulations",
  "5\t1\t4\t2\t1\t3\t367\t479\t30\t24\t96.513100\tof",
  "5\t1\t4\t2\t1\t4\t403\t479\t47\t24\t96.513100\tthis",
  "5\t1\t4\t2\t1\t5\t460\t479\t137\t24\t96.641350\tOrdinance",
  "5\t1\t4\t2\t1\t6\t607\t487\t39\t16\t96.292564\tare",
  "5\t1\t4\t2\t1\t7\t656\t479\t104\t30\t96.816711\tadopted",
  "5\t1\t4\t2\t1\t8\t770\t479\t76\t24\t96.470749\tunder",
  "5\t1\t4\t2\t1\t9\t854\t479\t39\t24\t96.961716\tthe",
  "5\t1\t4\t2\t1\t10\t904\t479\t79\t30\t95.971672\tCity’s",
  "5\t1\t4\t2\t1\t11\t993\t487\t83\t22\t96.289482\tpower",
  "5\t1\t4\t2\t1\t12\t1085\t483\t24\t20\t96.289482\tto",
  "5\t1\t4\t2\t1\t13\t1119\t479\t106\t30\t97.015137\tregulate",
  "5\t1\t4\t2\t1\t14\t1235\t483\t24\t20\t97.010399\tto",
  "5\t1\t4\t2\t1\t15\t1269\t483\t92\t26\t96.578041\tprotect",
  "5\t1\t4\t2\t1\t16\t1370\t479\t39\t24\t96.574570\tthe",
  "5\t1\t4\t2\t1\t17\t1420\t479\t82\t30\t96.623001\tpublic",
  "4\t1\t4\t2\t2\t0\t151\t523\t1379\t31\t-1\t",
  "5\t1\t4\t2\t2\t1\t151\t523\t87\t28\t96.769669\thealth,",
  "5\t1\t4\t2\t2\t2\t249\t523\t79\t31\t96.756226\tsafety",
  "5\t1\t4\t2\t2\t3\t337\t523\t46\t24\t96.328209\tand",
  "5\t1\t4\t2\t2\t4\t393\t523\t105\t24\t96.188751\twelfare.",
  "5\t1\t4\t2\t2\t5\t518\t524\t115\t23\t96.598686\tPursuant",
].join('\n');

// Two rows of a printed two-column permit form at 200 dpi (label, value, next label), from Tesseract 5.3.
const FORM_ROWS = [
  "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext",
  "3\t1\t2\t1\t0\t0\t200\t231\t797\t141\t-1\t",
  "4\t1\t2\t1\t1\t0\t200\t231\t796\t34\t-1\t",
  "5\t1\t2\t1\t1\t1\t200\t231\t114\t34\t96.354256\tApplicant",
  "5\t1\t2\t1\t1\t2\t473\t235\t82\t20\t95.378601\tJordan",
  "5\t1\t2\t1\t1\t3\t566\t235\t92\t26\t96.187958\tSample",
  "5\t1\t2\t1\t1\t4\t919\t235\t77\t20\t96.411438\tPhone",
  "4\t1\t2\t1\t2\t0\t201\t291\t775\t26\t-1\t",
  "5\t1\t2\t1\t2\t1\t201\t291\t53\t26\t96.751862\tSign",
  "5\t1\t2\t1\t2\t2\t264\t293\t51\t24\t96.443611\ttype",
  "5\t1\t2\t1\t2\t3\t474\t291\t100\t26\t96.868561\tRotating",
  "5\t1\t2\t1\t2\t4\t585\t292\t51\t19\t96.817558\tLED",
  "5\t1\t2\t1\t2\t5\t646\t291\t48\t26\t96.739426\tsign",
].join('\n');

describe('readTesseractTsv', () => {
  it('joins a label and its value printed apart on a form with a tab, words of one phrase with a space', () => {
    expect(readTesseractTsv(FORM_ROWS).text.split('\n')).toEqual(['Applicant\tJordan Sample\tPhone', 'Sign type\tRotating LED sign']);
  });

  it('marks a value wrapped under its own column with a leading tab, and no line that starts elsewhere', () => {
    const wrapped = [
      FORM_ROWS,
      '4\t1\t2\t1\t3\t0\t475\t321\t200\t26\t-1\t',
      '5\t1\t2\t1\t3\t1\t475\t321\t90\t26\t96.1\tflashing',
      '5\t1\t2\t1\t3\t2\t575\t321\t60\t26\t96.2\tmessages',
      '4\t1\t2\t1\t4\t0\t201\t351\t200\t26\t-1\t',
      '5\t1\t2\t1\t4\t1\t201\t351\t90\t26\t96.1\tSignature',
    ].join('\n');
    expect(readTesseractTsv(wrapped).text.split('\n')).toEqual(['Applicant\tJordan Sample\tPhone', 'Sign type\tRotating LED sign', '\tflashing messages', 'Signature']);
  });

  it('joins words into their lines and separates paragraphs and blocks with a blank line', () => {
    const page = readTesseractTsv(PAGE_3);
    expect(page.text.split('\n')).toEqual([
      'ORDINANCE NO. 89-2018',
      'Section 5.100. Tree Cutting is amended to read as follows:',
      '',
      'Section 5.100. Tree Cutting',
      '',
      '(A) AUTHORITY',
      '',
      'The regulations of this Ordinance are adopted under the City’s power to regulate to protect the public',
      'health, safety and welfare. Pursuant',
    ]);
  });

  it('gives the mean confidence of the words read, leaving out empty regions and the blank rule', () => {
    const page = readTesseractTsv(PAGE_3);
    const words = PAGE_3.split('\n').map((r) => r.split('\t')).filter((c) => c[0] === '5' && c[11]?.trim());
    const mean = words.reduce((s, c) => s + Number(c[10]), 0) / words.length;
    expect(words).toHaveLength(41);
    expect(page.confidence).toBeCloseTo(mean, 1);
    expect(page.confidence).toBeGreaterThan(95);
  });

  it('reads a page where Tesseract found no words as empty text with no confidence', () => {
    const blank = PAGE_3.split('\n').slice(0, 2).join('\n');
    expect(readTesseractTsv(blank)).toEqual({ text: '', confidence: null });
  });

  it('refuses output that is not Tesseract TSV', () => {
    expect(() => readTesseractTsv('Tesseract Open Source OCR Engine v5.3.0\nsome text')).toThrow(/not Tesseract TSV/);
  });
});
