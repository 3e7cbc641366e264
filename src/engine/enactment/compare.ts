/*
 * Which of two texts is the newer enactment, from what each states: a date (adopted, effective, or the latest entry of
 * its source history) when both have one, else the year inside their numbers, else the order of two numbers of one
 * series (Ordinance 74 before Ordinance 89; D.C. Law 13-298 before D.C. Law 15-354).
 */
import { type EnactmentNumber, enactmentLabel } from './enactment-numbers';
import type { Enactment } from './read-enactment';

/** What is known of one text's enactment, for comparison. */
export type EnactmentStamp = { date: string | null; number: EnactmentNumber | null };

/** The answer of `compareEnactments`: which side is newer, and the words that say why. */
export type Newer = { newer: 'a' | 'b'; reason: string } | null;

/** The date and number that best stamp a text: its own number, and its adoption, effective or latest history date. */
export function enactmentStamp(facts: Enactment): EnactmentStamp {
  const latest = facts.history.at(-1);
  const date = facts.adopted?.iso ?? facts.effective?.iso ?? latest?.date ?? null;
  return { date, number: facts.own ?? latest?.enactment ?? null };
}

/** A short description of a stamp: "Ordinance No. 89-2018", "D.C. Law 13-298 of 2001-05-03", or null when nothing is known. */
export function describeStamp(stamp: EnactmentStamp): string | null {
  const label = stamp.number ? enactmentLabel(stamp.number) : null;
  if (label && stamp.date) return `${label} of ${stamp.date}`;
  return label ?? (stamp.date ? `dated ${stamp.date}` : null);
}

function compareParts(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Which of two stamped texts is newer, or null when what they state cannot tell. */
export function compareEnactments(a: EnactmentStamp, b: EnactmentStamp): Newer {
  if (a.date && b.date && a.date !== b.date) {
    return a.date > b.date ? { newer: 'a', reason: `dated ${a.date}, after ${b.date}` } : { newer: 'b', reason: `dated ${b.date}, after ${a.date}` };
  }
  const [na, nb] = [a.number, b.number];
  const ya = na?.year ?? (a.date ? Number(a.date.slice(0, 4)) : null);
  const yb = nb?.year ?? (b.date ? Number(b.date.slice(0, 4)) : null);
  if (ya && yb && ya !== yb) {
    return ya > yb ? { newer: 'a', reason: `of ${ya}, after ${yb}` } : { newer: 'b', reason: `of ${yb}, after ${ya}` };
  }
  if (na && nb && na.kind === nb.kind && na.number !== nb.number) {
    const d = compareParts(na.parts, nb.parts);
    if (d !== 0) {
      const [newer, older] = d > 0 ? [na, nb] : [nb, na];
      return { newer: d > 0 ? 'a' : 'b', reason: `${enactmentLabel(newer)} follows ${enactmentLabel(older)}` };
    }
  }
  return null;
}
