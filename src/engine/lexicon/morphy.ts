/*
 * WordNet's morphology ("morphy") without its exception lists: the base forms a word may have, by detaching the
 * regular inflectional endings of its part of speech ('chickens' → chicken, 'fences' → fence, 'cutting' → cut).
 */
import type { PartOfSpeech } from './wordnet';

const DETACHMENTS: Record<PartOfSpeech, [string, string][]> = {
  noun: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  verb: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  adj: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
  adv: [],
};

/** English's common irregular verb forms (WordNet's exception lists are not shipped with the database files). */
const IRREGULAR_VERBS: Record<string, string> = Object.fromEntries(
  ('arose:arise arisen:arise ate:eat eaten:eat bought:buy brought:bring built:build caught:catch chose:choose chosen:choose ' +
    'came:come did:do done:do drew:draw drawn:draw drove:drive driven:drive fed:feed fell:fall fallen:fall felt:feel fought:fight ' +
    'found:find forgot:forget forgotten:forget froze:freeze frozen:freeze gave:give given:give got:get gotten:get gone:go went:go ' +
    'grew:grow grown:grow had:have heard:hear held:hold hid:hide hidden:hide hung:hang kept:keep knew:know known:know laid:lay ' +
    'led:lead left:leave lent:lend lost:lose made:make meant:mean met:meet paid:pay ran:run rode:ride ridden:ride rose:rise ' +
    'risen:rise said:say saw:see seen:see sold:sell sent:send shot:shoot shown:show showed:show shut:shut sat:sit slept:sleep ' +
    'spent:spend spoke:speak spoken:speak stood:stand stole:steal stolen:steal struck:strike swore:swear sworn:swear ' +
    'taken:take took:take taught:teach tore:tear torn:tear told:tell thought:think threw:throw thrown:throw understood:understand ' +
    'woke:wake woken:wake wore:wear worn:wear won:win wrote:write written:write')
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** Candidate base forms of a (lowercase, '_'-joined) word for one part of speech, the word itself first. */
export function baseForms(word: string, pos: PartOfSpeech): string[] {
  const forms = [word];
  if (pos === 'verb') {
    const [first, ...rest] = word.split('_');
    if (Object.hasOwn(IRREGULAR_VERBS, first)) forms.push([IRREGULAR_VERBS[first], ...rest].join('_'));
  }
  // In a collocation only the first word inflects ('cutting_down' → cut_down) for verbs, the last for nouns.
  const parts = word.split('_');
  const inflected = pos === 'verb' ? 0 : parts.length - 1;
  const head = parts[inflected];
  for (const [suffix, ending] of DETACHMENTS[pos]) {
    if (head.length <= suffix.length + 1 || !head.endsWith(suffix)) continue;
    let base = head.slice(0, -suffix.length) + ending;
    // 'cutting' → 'cutt' → cut: a doubled final consonant before -ing/-ed is undoubled.
    if ((suffix === 'ing' || suffix === 'ed') && !ending && /([bdfgklmnprstvz])\1$/.test(base)) forms.push(join(parts, inflected, base.slice(0, -1)));
    forms.push(join(parts, inflected, base));
  }
  return [...new Set(forms)];
}

function join(parts: string[], at: number, replacement: string): string {
  return parts.map((p, i) => (i === at ? replacement : p)).join('_');
}
