import type { QuantityQuestion, IntentEntry, VocabularyEntry } from './types';

/** Words that cut across topics: penalties, appeals, permits, applications, time and money. */
export const GENERAL_VOCABULARY: VocabularyEntry[] = [
  { say: ['fine', 'fined', 'fines', 'penalty', 'penalties', 'punishment', 'punished', 'sanction'], code: ['civil penalty', 'fine', 'penalty', 'civil fine', 'violation', 'not more than'] },
  { say: ['jail', 'prison', 'arrested', 'locked up'], code: ['imprisonment', 'misdemeanor', 'imprisoned'] },
  { say: ['crime', 'criminal', 'illegal', 'against the law', 'unlawful'], code: ['misdemeanor', 'unlawful', 'prohibited', 'violation'], weight: 0.4 },
  { say: ['appeal', 'appeals', 'challenge', 'contest', 'dispute', 'overturn', 'reverse the decision'], code: ['appeal', 'hearing', 'review', 'petition', 'reconsideration', 'judicial review'] },
  { say: ['complain', 'complaint', 'report', 'report a violation', 'who do i call'], code: ['complaint', 'file a complaint', 'enforcement', 'investigation'], weight: 0.4 },
  { say: ['permit', 'permits'], code: ['permit', 'license', 'approval'], weight: 0.3 },
  { say: ['license', 'licence', 'licensed', 'licensing'], code: ['license', 'licensee', 'permit'], weight: 0.3 },
  { say: ['apply', 'applying', 'application', 'sign up', 'register'], code: ['application', 'applicant', 'apply', 'registration'], weight: 0.4 },
  { say: ['turned down', 'rejected', 'denied', 'refused', 'disapproved', 'said no'], code: ['denial', 'denied', 'refuse', 'disapproval', 'rejected'] },
  { say: ['reapply', 'apply again', 'try again', 'resubmit'], code: ['reapplication', 'subsequent application', 'again', 'same'] },
  { say: ['exempt', 'exemption', "don't need", 'do not need', 'not required'], code: ['exempt', 'exemption', 'required', 'not required', 'shall not apply'], weight: 0.4 },
  { say: ['revoke', 'revoked', 'suspend', 'suspended', 'shut down', 'closed down', 'lose my license', 'take away my license'], code: ['revocation', 'suspension', 'revoke', 'suspend', 'summary suspension'] },
  { say: ['hearing', 'hearings', 'court date'], code: ['hearing', 'adjudication', 'hearing examiner'], weight: 0.4 },
  { say: ['notice', 'notify', 'warning', 'heads up', 'tell me in advance', 'advance notice'], code: ['notice', 'notification', 'written notice', 'advance notice'], weight: 0.4 },
  { say: ['inspection', 'inspect', 'inspector', 'inspected'], code: ['inspection', 'inspector', 'inspect'], weight: 0.4 },
  { say: ['cost', 'costs', 'price', 'charge', 'charges', 'pay', 'fee', 'fees', 'expensive'], code: ['fee', 'cost', 'amount', 'charge'], weight: 0.7 },
  { say: ['yearly', 'annual', 'annually', 'per year', 'a year', 'every year'], code: ['annual', 'year', 'per year', 'annually'], weight: 0.4 },
  { say: ['two-year', 'two year', '2-year', '2 year', 'biennial'], code: ['2-year', 'two-year', 'biennial', '2 years'] },
  { say: ['deadline', 'how soon', 'time limit', 'in time', 'too late', 'due date'], code: ['within', 'days', 'deadline', 'period', 'not later than'] },
  { say: ['midnight'], code: ['12:00 a.m.', 'midnight'] },
  { say: ['noon'], code: ['12:00 p.m.', 'noon'] },
  { say: ['weekend', 'weekends'], code: ['Saturday', 'Sunday', 'weekend'] },
  { say: ['weeknight', 'weeknights', 'weekday', 'weekdays', 'school night'], code: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'weekday'], weight: 0.3 },
  { say: ['holiday', 'holidays', 'new years eve', "new year's eve", 'fourth of july', 'thanksgiving', 'christmas'], code: ['holiday', 'federal holiday', 'District holiday'] },
  { say: ['overnight', 'late night', 'late at night', 'after midnight', 'early morning'], code: ['hours', 'a.m.', 'night'], weight: 0.3 },
  { say: ['definition', 'defined', 'define', 'meaning', 'legally considered', 'counts as', 'qualifies as'], code: ['means', 'definitions', 'the term'], weight: 0.3 },
  { say: ['owner', 'owners', 'own'], code: ['owner', 'owner of record'], weight: 0.3 },
  { say: ['business', 'businesses', 'company', 'shop', 'store'], code: ['business', 'establishment', 'licensee'], weight: 0.3 },
  { say: ['city', 'town', 'county', 'municipality', 'government'], code: ['District', 'Mayor', 'city'], weight: 0.2 },
  { say: ['council', 'city council', 'legislature'], code: ['Council'], weight: 0.4 },
  { say: ['mayor', 'city manager'], code: ['Mayor'], weight: 0.4 },
  { say: ['run for', 'running for', 'candidate', 'candidates', 'eligible to serve'], code: ['qualifications', 'qualified', 'eligible', 'candidate'], weight: 0.5 },
  { say: ['police', 'cops', 'officer'], code: ['Metropolitan Police Department', 'police officer', 'law enforcement'], weight: 0.4 },
  { say: ['refund', 'money back', 'reimburse', 'reimbursement'], code: ['refund', 'reimbursement', 'return'] },
  { say: ['interest'], code: ['interest', 'interest rate'], weight: 0.4 },
  { say: ['disability', 'disabled', 'handicapped', 'wheelchair'], code: ['disability', 'persons with disabilities', 'accessible', 'accessibility'] },
  { say: ['insurance', 'insured', 'bond', 'bonded'], code: ['insurance', 'bond', 'surety'] },
  // Doing the work oneself: codes speak of the homeowner ('own' and 'myself' are stopwords, so a phrase must say it).
  { say: ['myself', 'do it myself', 'my own house', 'my own home', 'diy', 'do-it-yourself'], code: ['homeowner', 'owner'], weight: 0.5 },
  // A march or rally is a parade, a demonstration or an assembly in a code's words.
  { say: ['protest march', 'a march', 'rally', 'demonstration', 'picket', 'picketing'], code: ['parade', 'demonstration', 'assembly', 'picketing', 'procession'], weight: 0.5 },
];

/**
 * Question intents: what kind of answer is asked for, and the words a code answers it with. Each pattern is matched
 * against the folded question text.
 */
export const INTENTS: IntentEntry[] = [
  { name: 'hours', pattern: /\b(how (late|early)|what time|until when|till when|open (late|until|till)|closing time|last call|hours|(at|after|before|past|until|till) (midnight|noon|\d{1,2}(:\d{2})? ?[ap]\.?m\b)|on (a |an )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?)\b/, code: ['hours'], weight: 0.8, answerType: 'clock' },
  { name: 'cost', pattern: /\b(how much (does|do|is|are|will|would|can)|how much .{0,20}\b(cost|fee|charge|pay)|what does it cost|what('s| is) the (fee|cost|price|charge)|cost of|price of)\b/, code: ['fee', 'cost', 'amount', 'charge'], weight: 0.5, answerType: 'money' },
  { name: 'maximum', pattern: /\b(maximum|max|the most|highest|at most|biggest|largest|upper limit|cap on|no more than|tallest|how high)\b/, code: ['not exceed', 'maximum', 'not more than', 'limit', 'up to'] },
  { name: 'minimum', pattern: /\b(minimum|min|the least|lowest|at least|smallest|no less than)\b/, code: ['minimum', 'at least', 'not less than'] },
  { name: 'duration', pattern: /\b(how long|how soon|how many (days|weeks|months|years|hours)|how quickly|deadline|time limit|in time|until i can|before i can|before it can|before they can|waiting period)\b/, code: ['days', 'within', 'period', 'not later than', 'deadline'], answerType: 'duration' },
  { name: 'distance', pattern: /\b(how (close|far|near)|distance|feet (away|from)|within \d+ (feet|miles|yards)|next to|near a|near the|close together)\b/, code: ['feet', 'distance', 'within', 'radius', 'proximity'], answerType: 'distance' },
  { name: 'size', pattern: /\b(how (high|tall|wide|deep|big|large|thick)|height|setback)\b/, code: ['feet', 'height', 'inches'], answerType: 'distance' },
  { name: 'rate', pattern: /\b(rate|percent(age)?)\b/, code: ['percent', 'rate'], answerType: 'percent' },
  { name: 'sound', pattern: /\b(decibels?|how loud|too loud|noise levels?|sound levels?|volume)\b/, code: ['decibel', 'noise', 'sound', 'amplification'], answerType: 'sound' },
  { name: 'count', pattern: /\b(how many)\b/, code: ['number', 'no more than', 'at least', 'fewer than'] },
  // Who makes up a body: the section constituting it says 'composed of', 'consist of' so many members.
  { name: 'membership', pattern: /\b(how many (\w+ )?(sit|sits|serve|serves|are|is) on|how many (members|people|persons|seats|commissioners|councilmembers|councilmen|trustees)\b|who (sits|serves) on|make up the|makes up the)\b/, code: ['composed', 'consist', 'members', 'membership', 'number'], weight: 0.6 },
  // How many must be present for a body to act: the charter's quorum ('Four councilmembers shall constitute a quorum').
  { name: 'quorum', pattern: /\b(quorum|how many\b.{0,80}\b(be present|be there|present|attend\w*|show up|(at|for) (a|the|each) ([a-z]+ ){0,3}meetings?))\b/, code: ['quorum', 'transact business', 'present'], weight: 0.6 },
  { name: 'penalty', pattern: /\b(what happens if|what happens when|penalty|penalties|fine[sd]?|punish\w*|consequences?|get in trouble|in trouble|sanction\w*|what if i)\b/, code: ['civil penalty', 'fine', 'penalty', 'violation', 'not more than', 'shall be subject to', 'misdemeanor'], answerType: 'money' },
  { name: 'permission', pattern: /^(can|could|may|is it (legal|allowed|ok|okay|permitted)|am i allowed|are (we|they|you) allowed|do i need|does (a|an|my|the) .{1,40} need|is (a|an|my|the) .{1,40} allowed)\b|\b(allowed to|legal to|permitted to)\b/, code: ['may', 'shall not', 'prohibited', 'permitted', 'unlawful'] },
  { name: 'requirement', pattern: /\b(do i (need|have to)|does (she|he|it|my \w+) (need|have to)|required|requirement|must i|have to|has to|need to)\b/, code: ['shall', 'required', 'requirement', 'must'] },
  { name: 'exemption', pattern: /\b(do(es)? (i|we|you|she|he|they|it|my \w+) (even |still |really )?(need|have to (get|have))|is (a |an )?\w* ?(license|permit) (even )?required|exempt)\b/, code: ['exempt', 'exemption', 'required', 'not required'], weight: 0.4 },
  { name: 'procedure', pattern: /\b(how do (i|we)|how can (i|we)|where do (i|we)|who do (i|we)|what are the steps|process for|procedure|where can (i|we))\b/, code: ['application', 'procedure', 'file', 'submit'] },
  { name: 'appeal', pattern: /\b(appeal|challenge|contest|dispute|overturn|review of)\b/, code: ['appeal', 'review', 'petition', 'within', 'days'] },
  { name: 'age', pattern: /\b(\d{1,2}[- ]year[- ]old|age|how old|old enough|too young|under \d{1,2}|minors?|kids?|child(ren)?|teen(ager)?s?)\b/, code: ['years of age', 'minor', 'under the age of', 'age'] },
];

/**
 * Wordings that ask for a single quantity. Matched against the folded question; the first match wins. Only direct
 * asks count: "on Saturday" or "what happens if" name an intent but can be answered without a number.
 */
export const QUANTITY_QUESTIONS: QuantityQuestion[] = [
  { type: 'clock', pattern: /\b(how (late|early)|what time|what hours|until what time|until when|till when|closing time|last call)\b/ },
  {
    type: 'money',
    pattern:
      /\b(how much (does|do|is|are|will|would|should|can)\b.{0,60}\b(cost|fee|charge|pay|fine|tax|deposit)|how much .{0,40}\b(cost|costs|fee|fees|charge|charged)\b|what('s| is| are) the .{0,30}\b(fee|fees|cost|price|charge|fine|wage|salary|deposit|dollar amount)s?\b|price of|how much money)/,
  },
  { type: 'distance', pattern: /\b(how (close|far|near|high|tall|wide|deep|thick)|what distance|how many (feet|miles|yards|inches|meters)|speed limit)\b/ },
  { type: 'duration', pattern: /\b(how long|how soon|how many (days|weeks|months|years|hours|minutes|nights))\b/ },
  { type: 'percent', pattern: /\b(what('s| is) the .{0,40}\brate\b|what percent(age)?)\b/ },
  { type: 'sound', pattern: /\b(what decibel|how many decibels|how loud|what (noise|sound) level)\b/ },
  // Last: 'how many days' and 'how many feet' are the kinds above.
  { type: 'count', pattern: /\bhow many\b/ },
];
