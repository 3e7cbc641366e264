/**
 * Builds the blind permit-application test set from eval/permits/applications.json.
 *
 *   npx tsx scripts/make-permit-applications.ts
 *
 * Writes eval/permits/<city>/<id>.pdf for every application and the case files
 * eval/permits/<city>-<half>.jsonl. Layouts: fillable (AcroForm, not flattened), two-column,
 * table, letter, scanned (a rasterised copy of another layout, image-only, via pdftoppm + img2pdf).
 * Dates in the PDF metadata are fixed so a re-run gives the same bytes.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { PDFDocument, PDFFont, PDFPage, StandardFonts, rgb } from "pdf-lib";

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), "..");
const OUT = join(ROOT, "eval", "permits");
const FIXED_DATE = new Date("2025-01-15T12:00:00Z");

type Item =
  | { heading: string }
  | { label: string; value: string; field?: string; multiline?: boolean }
  | {
      label: string;
      options: string[];
      checked: string[];
      kind?: "checkbox" | "radio" | "dropdown";
      fields?: string[];
      field?: string;
      style?: "brackets" | "drawn";
    }
  | { note: string };

interface Inventory {
  title?: string;
  columns: string[];
  widths?: number[];
  rows: string[][];
}

interface Letter {
  letterhead?: string[];
  date: string;
  to: string[];
  salutation: string;
  paragraphs: string[];
  closing: string;
  signer: string[];
}

interface Application {
  id: string;
  city: "rivergrove" | "hiawassee" | "arcade" | "darien" | "helen" | "thunderbolt" | "hahira" | "clayton" | "madison" | "tybee" | "dahlonega" | "senoia" | "ellijay";
  half: "dev" | "test";
  layout: "fillable" | "two-column" | "table" | "letter" | "scanned";
  scan_of?: "two-column" | "table" | "letter";
  agency: string;
  title: string;
  subtitle?: string;
  items?: Item[];
  inventory?: Inventory;
  letter?: Letter;
  footer?: string[];
  case: {
    context: string;
    permit_type: string;
    expected_status: string;
    acceptable_statuses: string[];
    deciding_sections: { section: string; document: string }[];
    key_facts: string[];
    why: string;
  };
}

const PAGE_W = 612;
const PAGE_H = 792;
const MARGIN = 54;

interface Ctx {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  font: PDFFont;
  bold: PDFFont;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const para of text.split("\n")) {
    let line = "";
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const cand = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(cand, size) > width && line) {
        out.push(line);
        line = word;
      } else line = cand;
    }
    out.push(line);
  }
  return out;
}

function ensure(ctx: Ctx, need: number) {
  if (ctx.y - need < MARGIN) {
    ctx.page = ctx.doc.addPage([PAGE_W, PAGE_H]);
    ctx.y = PAGE_H - MARGIN;
  }
}

function text(ctx: Ctx, s: string, x: number, size = 10, bold = false) {
  ctx.page.drawText(s, { x, y: ctx.y, size, font: bold ? ctx.bold : ctx.font, color: rgb(0, 0, 0) });
}

function header(ctx: Ctx, app: Application) {
  text(ctx, app.agency, MARGIN, 9, true);
  ctx.y -= 20;
  text(ctx, app.title, MARGIN, 15, true);
  ctx.y -= 16;
  if (app.subtitle) {
    text(ctx, app.subtitle, MARGIN, 9);
    ctx.y -= 12;
  }
  ctx.page.drawLine({
    start: { x: MARGIN, y: ctx.y },
    end: { x: PAGE_W - MARGIN, y: ctx.y },
    thickness: 1,
    color: rgb(0, 0, 0),
  });
  ctx.y -= 18;
}

function footer(ctx: Ctx, app: Application) {
  for (const f of app.footer ?? []) {
    const lines = wrap(f, ctx.font, 8, PAGE_W - 2 * MARGIN);
    ensure(ctx, lines.length * 10 + 6);
    ctx.y -= 4;
    for (const l of lines) {
      text(ctx, l, MARGIN, 8);
      ctx.y -= 10;
    }
  }
}

function drawBox(ctx: Ctx, x: number, y: number, checked: boolean) {
  ctx.page.drawRectangle({ x, y: y - 1, width: 8, height: 8, borderWidth: 0.8, borderColor: rgb(0, 0, 0) });
  if (checked) {
    ctx.page.drawLine({ start: { x, y: y - 1 }, end: { x: x + 8, y: y + 7 }, thickness: 0.9 });
    ctx.page.drawLine({ start: { x, y: y + 7 }, end: { x: x + 8, y: y - 1 }, thickness: 0.9 });
  }
}

/** Options rendered inline after the label: "[X] Emergency   [ ] Non-WQRA" or drawn boxes. */
function optionsLine(ctx: Ctx, x: number, width: number, it: Extract<Item, { options: string[] }>) {
  const size = 10;
  let cx = x;
  for (const opt of it.options) {
    const on = it.checked.includes(opt);
    const w =
      it.style === "drawn"
        ? 12 + ctx.font.widthOfTextAtSize(opt, size)
        : ctx.font.widthOfTextAtSize(`${on ? "[X]" : "[ ]"} ${opt}`, size);
    if (cx + w > x + width && cx > x) {
      ctx.y -= 13;
      ensure(ctx, 13);
      cx = x;
    }
    if (it.style === "drawn") {
      drawBox(ctx, cx, ctx.y, on);
      text(ctx, opt, cx + 12, size);
    } else text(ctx, `${on ? "[X]" : "[ ]"} ${opt}`, cx, size);
    cx += w + 14;
  }
}

function renderTwoColumn(ctx: Ctx, app: Application) {
  const labelX = MARGIN;
  const valueX = MARGIN + 170;
  const valueW = PAGE_W - MARGIN - valueX;
  for (const it of app.items ?? []) {
    if ("heading" in it) {
      ensure(ctx, 30);
      ctx.y -= 6;
      text(ctx, it.heading.toUpperCase(), labelX, 10, true);
      ctx.y -= 16;
      continue;
    }
    if ("note" in it) {
      const lines = wrap(it.note, ctx.font, 9, PAGE_W - 2 * MARGIN);
      ensure(ctx, lines.length * 12);
      for (const l of lines) {
        text(ctx, l, labelX, 9);
        ctx.y -= 12;
      }
      ctx.y -= 2;
      continue;
    }
    const labelLines = wrap(it.label, ctx.font, 10, 160);
    ensure(ctx, 14 * labelLines.length);
    const top = ctx.y;
    labelLines.forEach((l, i) => ctx.page.drawText(l, { x: labelX, y: top - i * 12, size: 10, font: ctx.font }));
    if ("options" in it) {
      optionsLine(ctx, valueX, valueW, it);
      ctx.y -= 14;
    } else {
      const lines = wrap(it.value, ctx.font, 10, valueW);
      for (const l of lines) {
        ensure(ctx, 12);
        text(ctx, l, valueX, 10);
        ctx.y -= 12;
      }
      ctx.y -= 3;
    }
    ctx.y = Math.min(ctx.y, top - labelLines.length * 12 - 3);
  }
}

function renderTable(ctx: Ctx, app: Application) {
  const x0 = MARGIN;
  const w0 = 175;
  const w1 = PAGE_W - 2 * MARGIN - w0;
  const pad = 4;
  for (const it of app.items ?? []) {
    if ("heading" in it) {
      ensure(ctx, 40);
      ctx.y -= 14;
      ctx.page.drawRectangle({ x: x0, y: ctx.y - 5, width: w0 + w1, height: 16, color: rgb(0.85, 0.85, 0.85) });
      text(ctx, it.heading, x0 + pad, 10, true);
      ctx.y -= 5;
      continue;
    }
    if ("note" in it) {
      const lines = wrap(it.note, ctx.font, 9, w0 + w1 - 2 * pad);
      ensure(ctx, lines.length * 12 + 8);
      ctx.y -= 12;
      for (const l of lines) {
        text(ctx, l, x0 + pad, 9);
        ctx.y -= 12;
      }
      continue;
    }
    const label = wrap(it.label, ctx.bold, 9, w0 - 2 * pad);
    let value: string[];
    if ("options" in it) value = [it.options.map((o) => `${it.checked.includes(o) ? "[X]" : "[ ]"} ${o}`).join("   ")];
    else value = [it.value];
    value = value.flatMap((v) => wrap(v, ctx.font, 9, w1 - 2 * pad));
    const n = Math.max(label.length, value.length);
    const h = n * 11 + 8;
    ensure(ctx, h);
    const top = ctx.y;
    ctx.page.drawRectangle({ x: x0, y: top - h, width: w0, height: h, borderWidth: 0.7, borderColor: rgb(0, 0, 0) });
    ctx.page.drawRectangle({ x: x0 + w0, y: top - h, width: w1, height: h, borderWidth: 0.7, borderColor: rgb(0, 0, 0) });
    label.forEach((l, i) => ctx.page.drawText(l, { x: x0 + pad, y: top - 12 - i * 11, size: 9, font: ctx.bold }));
    value.forEach((l, i) => ctx.page.drawText(l, { x: x0 + w0 + pad, y: top - 12 - i * 11, size: 9, font: ctx.font }));
    ctx.y = top - h;
  }
  ctx.y -= 14;
}

function renderInventory(ctx: Ctx, inv: Inventory) {
  const total = PAGE_W - 2 * MARGIN;
  const widths = inv.widths ?? inv.columns.map(() => total / inv.columns.length);
  const pad = 3;
  if (inv.title) {
    ensure(ctx, 40);
    ctx.y -= 4;
    text(ctx, inv.title, MARGIN, 10, true);
    ctx.y -= 8;
  }
  const rows = [inv.columns, ...inv.rows];
  rows.forEach((row, r) => {
    const font = r === 0 ? ctx.bold : ctx.font;
    const cells = row.map((c, i) => wrap(c, font, 8.5, widths[i] - 2 * pad));
    const h = Math.max(...cells.map((c) => c.length)) * 10.5 + 7;
    ensure(ctx, h);
    const top = ctx.y;
    let x = MARGIN;
    cells.forEach((lines, i) => {
      ctx.page.drawRectangle({
        x,
        y: top - h,
        width: widths[i],
        height: h,
        borderWidth: 0.7,
        borderColor: rgb(0, 0, 0),
        color: r === 0 ? rgb(0.88, 0.88, 0.88) : undefined,
      });
      lines.forEach((l, k) => ctx.page.drawText(l, { x: x + pad, y: top - 11 - k * 10.5, size: 8.5, font }));
      x += widths[i];
    });
    ctx.y = top - h;
  });
  ctx.y -= 14;
}

function renderLetter(ctx: Ctx, app: Application) {
  const L = app.letter!;
  const width = PAGE_W - 2 * MARGIN;
  const para = (s: string, size = 11, gap = 6) => {
    for (const l of wrap(s, ctx.font, size, width)) {
      ensure(ctx, 14);
      text(ctx, l, MARGIN, size);
      ctx.y -= 14;
    }
    ctx.y -= gap;
  };
  for (const l of L.letterhead ?? []) {
    text(ctx, l, MARGIN, 10);
    ctx.y -= 13;
  }
  ctx.y -= 10;
  para(L.date, 11, 8);
  for (const l of L.to) {
    text(ctx, l, MARGIN, 11);
    ctx.y -= 14;
  }
  ctx.y -= 8;
  para(L.salutation, 11, 4);
  for (const p of L.paragraphs) para(p);
  ctx.y -= 4;
  para(L.closing, 11, 18);
  for (const l of L.signer) {
    ensure(ctx, 14);
    text(ctx, l, MARGIN, 11);
    ctx.y -= 14;
  }
}

function renderFillable(ctx: Ctx, app: Application) {
  const form = ctx.doc.getForm();
  const labelX = MARGIN;
  const fx = MARGIN + 170;
  const fw = PAGE_W - MARGIN - fx;
  const used = new Set<string>();
  const uniq = (name: string) => {
    let n = name;
    let k = 2;
    while (used.has(n)) n = `${name}_${k++}`;
    used.add(n);
    return n;
  };
  const auto = (label: string) =>
    label
      .replace(/[^A-Za-z0-9 ]/g, "")
      .trim()
      .split(/\s+/)
      .slice(0, 4)
      .join("_")
      .toLowerCase();
  for (const it of app.items ?? []) {
    if ("heading" in it) {
      ensure(ctx, 30);
      ctx.y -= 6;
      text(ctx, it.heading, labelX, 11, true);
      ctx.y -= 18;
      continue;
    }
    if ("note" in it) {
      const lines = wrap(it.note, ctx.font, 9, PAGE_W - 2 * MARGIN);
      ensure(ctx, lines.length * 12);
      for (const l of lines) {
        text(ctx, l, labelX, 9);
        ctx.y -= 12;
      }
      ctx.y -= 4;
      continue;
    }
    if ("options" in it) {
      const kind = it.kind ?? "checkbox";
      ensure(ctx, 22);
      text(ctx, it.label, labelX, 10);
      if (kind === "dropdown") {
        const dd = form.createDropdown(uniq(it.field ?? auto(it.label)));
        dd.addOptions(it.options);
        if (it.checked[0]) dd.select(it.checked[0]);
        dd.addToPage(ctx.page, { x: fx, y: ctx.y - 5, width: Math.min(fw, 220), height: 18, font: ctx.font });
        ctx.y -= 24;
      } else if (kind === "radio") {
        const rg = form.createRadioGroup(uniq(it.field ?? auto(it.label)));
        let cx = fx;
        for (const opt of it.options) {
          const w = 16 + ctx.font.widthOfTextAtSize(opt, 9);
          if (cx + w > fx + fw) {
            ctx.y -= 16;
            ensure(ctx, 16);
            cx = fx;
          }
          rg.addOptionToPage(opt, ctx.page, { x: cx, y: ctx.y - 2, width: 11, height: 11 });
          text(ctx, opt, cx + 14, 9);
          cx += w + 12;
        }
        if (it.checked[0]) rg.select(it.checked[0]);
        ctx.y -= 22;
      } else {
        let cx = fx;
        it.options.forEach((opt, i) => {
          const w = 16 + ctx.font.widthOfTextAtSize(opt, 9);
          if (cx + w > fx + fw) {
            ctx.y -= 16;
            ensure(ctx, 16);
            cx = fx;
          }
          const cb = form.createCheckBox(uniq(it.fields?.[i] ?? `chk${opt.replace(/[^A-Za-z0-9]/g, "")}`));
          cb.addToPage(ctx.page, { x: cx, y: ctx.y - 2, width: 11, height: 11 });
          if (it.checked.includes(opt)) cb.check();
          text(ctx, opt, cx + 14, 9);
          cx += w + 12;
        });
        ctx.y -= 22;
      }
      continue;
    }
    const lines = it.multiline ? Math.min(5, Math.max(2, Math.ceil(it.value.length / 70))) : 1;
    const h = lines === 1 ? 18 : lines * 12 + 6;
    ensure(ctx, h + 8);
    const labelLines = wrap(it.label, ctx.font, 10, 160);
    labelLines.forEach((l, i) => ctx.page.drawText(l, { x: labelX, y: ctx.y - i * 12, size: 10, font: ctx.font }));
    const tf = form.createTextField(uniq(it.field ?? auto(it.label)));
    if (it.multiline) tf.enableMultiline();
    tf.setText(it.value);
    tf.addToPage(ctx.page, { x: fx, y: ctx.y - h + 13, width: fw, height: h, font: ctx.font });
    tf.setFontSize(lines === 1 && ctx.font.widthOfTextAtSize(it.value, 10) > fw - 6 ? 0 : 9);
    ctx.y -= Math.max(h + 6, labelLines.length * 12 + 6);
  }
}

async function render(app: Application, layout: Exclude<Application["layout"], "scanned">): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${app.title} - ${app.id}`);
  doc.setAuthor("Permit applicant (fictional)");
  doc.setCreator("make-permit-applications.ts");
  doc.setProducer("pdf-lib");
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const ctx: Ctx = {
    doc,
    page: doc.addPage([PAGE_W, PAGE_H]),
    y: PAGE_H - MARGIN,
    font: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  if (layout === "letter") renderLetter(ctx, app);
  else {
    header(ctx, app);
    if (layout === "two-column") renderTwoColumn(ctx, app);
    else if (layout === "table") renderTable(ctx, app);
    else renderFillable(ctx, app);
    if (app.inventory) renderInventory(ctx, app.inventory);
  }
  footer(ctx, app);
  return doc.save({ useObjectStreams: false });
}

function scan(pdf: Uint8Array, outFile: string) {
  const dir = mkdtempSync(join(tmpdir(), "permit-scan-"));
  try {
    writeFileSync(join(dir, "src.pdf"), pdf);
    execFileSync("pdftoppm", ["-r", "200", "-gray", "-png", join(dir, "src.pdf"), join(dir, "p")]);
    const pngs = readdirSync(dir)
      .filter((f) => f.endsWith(".png"))
      .sort();
    // relative names and a fixed cwd: img2pdf's document /ID depends on the input paths
    execFileSync("img2pdf", ["--nodate", "--title", "Scanned application", "-o", "out.pdf", ...pngs], { cwd: dir });
    // img2pdf still writes a random document /ID; replace it (same length, so offsets hold) with a
    // hash of the page images so a re-run gives identical bytes
    const hash = createHash("md5");
    for (const f of pngs) hash.update(readFileSync(join(dir, f)));
    const id = hash.digest("hex");
    const bytes = readFileSync(join(dir, "out.pdf")).toString("latin1");
    const fixed = bytes.replace(/\/ID \[<[0-9a-f]{32}><[0-9a-f]{32}>\]/g, `/ID [<${id}><${id}>]`);
    writeFileSync(outFile, Buffer.from(fixed, "latin1"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const apps: Application[] = JSON.parse(readFileSync(join(OUT, "applications.json"), "utf8")).applications;
  const cases = new Map<string, string[]>();
  for (const app of apps) {
    const dir = join(OUT, app.city);
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${app.id}.pdf`);
    if (app.layout === "scanned") scan(await render(app, app.scan_of ?? "two-column"), file);
    else writeFileSync(file, await render(app, app.layout));
    const key = `${app.city}-${app.half}`;
    const c = app.case;
    const line = JSON.stringify({
      id: app.id,
      file: `${app.city}/${app.id}.pdf`,
      context: c.context,
      layout: app.layout,
      permit_type: c.permit_type,
      expected_status: c.expected_status,
      acceptable_statuses: c.acceptable_statuses,
      deciding_sections: c.deciding_sections,
      key_facts: c.key_facts,
      why: c.why,
    });
    cases.set(key, [...(cases.get(key) ?? []), line]);
    console.log(`${file.slice(ROOT.length + 1)}  ${app.layout}${app.scan_of ? `(${app.scan_of})` : ""}`);
  }
  for (const [key, lines] of cases) writeFileSync(join(OUT, `${key}.jsonl`), lines.join("\n") + "\n");
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
