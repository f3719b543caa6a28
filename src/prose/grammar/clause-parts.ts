import { tagsAfterThe, tagsAlone } from './english.js';
import { endsClause, type Word } from './sentence-grammar.js';

/** Words that open a clause of their own: a subject right after them is that clause's. */
const OPENS_CLAUSE = /^(and|but|or|so|because|since|while|although|though|when|whenever|if|unless|once|after|before|until|where)$/;
/** Relative pronouns: a clause that opens with one has no subject a rewrite can move. */
const RELATIVE = /^(that|which|who|whom|whose)$/;
/** Pronouns a subject may be, with the form they take as an object. */
const OBJECT_PRONOUNS: Record<string, string> = { it: 'it', they: 'them', he: 'him', she: 'her', we: 'us', i: 'me', you: 'you', this: 'this', that: 'that', these: 'these', those: 'those' };

/**
 * The index where the subject of the verb phrase at `verbIndex` starts, when it is a noun phrase that
 * opens its clause ("The SIM card [must be]", "Once paired, the firmware [needs to be]", "…, and
 * the log [is written]"): at most seven words of determiners, adjectives, nouns, names, numbers,
 * code or a subject pronoun. Undefined for a relative clause ("the file that [is deleted]"), a
 * subject with a verb or a clause of its own, or none.
 */
export function subjectStartBefore(words: readonly Word[], verbIndex: number): number | undefined {
  let k = verbIndex;
  while (k > 0 && verbIndex - k < 8) {
    const before = words[k - 1];
    // "`secrets.KEY` - this variable is used by …": a dash sets off what comes before.
    if (endsClause(before) || (OPENS_CLAUSE.test(before.word) && !before.quoted) || /\s[-–—]\s|[–—]/.test(before.after)) break;
    k--;
  }
  if (k === verbIndex || verbIndex - k > 7) return undefined;
  if (k > 0 && !(endsClause(words[k - 1]) || OPENS_CLAUSE.test(words[k - 1].word) || /\s[-–—]\s|[–—]/.test(words[k - 1].after))) return undefined;
  // "Handling the signature is done by the framework": an action as the subject needs a verb of its own in the active ("handles").
  if (words[k].tags.has('Gerund') || (/ing$/.test(words[k].word) && tagsAlone(words[k].word).has('Gerund'))) return undefined;
  const subject = words.slice(k, verbIndex);
  // "the file that [is deleted]": a relative pronoun after the first word opens a relative clause; "That file" is a determiner.
  if (subject.some((word, n) => word.quoted || word.word === 'there' || (RELATIVE.test(word.word) && (n > 0 || word.word !== 'that')))) return undefined;
  if (subject.length === 1 && subject[0].tags.has('Pronoun')) return OBJECT_PRONOUNS[subject[0].word] !== undefined ? k : undefined;
  const nominal = (word: Word, n: number): boolean =>
    word.object ||
    ['Determiner', 'Adjective', 'Noun', 'ProperNoun', 'Acronym', 'Value', 'Possessive', 'Hyphenated'].some((tag) => word.tags.has(tag)) ||
    // "Refund requests": a plural compromise reads as a verb in the third person.
    (word.tags.has('PresentTense') && /[^s]s$/.test(word.word) && tagsAfterThe(word.word).has('Noun')) ||
    // "Refund requests": a noun before the head, which compromise read as an instruction.
    (n < subject.length - 1 && tagsAfterThe(word.word).has('Noun') && !word.tags.has('Copula') && !word.tags.has('Modal')) ||
    // "A paused payout", "the signed contracts": a participle before its noun describes it.
    ((word.tags.has('PastTense') || word.tags.has('Participle') || word.tags.has('Gerund')) && n < subject.length - 1) ||
    /^(of|for|in|on|with|and)$/.test(word.word);
  if (!subject.every(nominal)) return undefined;
  if (subject.some((word) => word.tags.has('Copula') || word.tags.has('Modal') || (word.tags.has('Pronoun') && !word.tags.has('Possessive')))) return undefined;
  const last = subject[subject.length - 1];
  if (!(last.object || last.tags.has('Noun') || last.tags.has('ProperNoun') || last.tags.has('Acronym') || /^[A-Z]/.test(last.text))) return undefined;
  return k;
}

/** A subject as written, as the object of the active verb: "The SIM card" → "the SIM card", "They" → "them", "API keys" stays. */
export function objectForm(written: string, first: Word): string {
  const pronoun = OBJECT_PRONOUNS[first.word];
  if (pronoun !== undefined && written.toLowerCase() === first.word) return pronoun;
  // A name, an acronym or code keeps its capital.
  if (first.object || first.tags.has('ProperNoun') || first.tags.has('Acronym') || !/^[A-Z][a-z]*$/.test(first.text)) return written;
  return written[0].toLowerCase() + written.slice(1);
}
