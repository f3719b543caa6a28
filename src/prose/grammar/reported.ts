import { endsClause, isPlain, type Word } from './sentence-grammar.js';

/** Verbs whose object is what someone said, asked or knows: "tell them [the part will arrive]", "ask [whether anyone will be home]". */
const SAYS = new Set(['tell', 'tells', 'told', 'say', 'says', 'said', 'know', 'knows', 'inform', 'informs', 'promise', 'promises', 'assure', 'assures', 'warn', 'warns']);

/** Verbs whose object is a question: "estimate [how long it will take]", "find out [who will approve]". */
const ASKS = new Set([...SAYS, 'ask', 'asks', 'asked', 'check', 'confirm', 'estimate', 'decide', 'determine', 'find', 'figure', 'wonder', 'verify', 'guess', 'predict', 'learn']);

/** A question asked of a person may be answered with "that": "confirm with the recipient that they will be there". */
const PEOPLE = /^(they|someone|somebody|anyone|anybody|he|she|you|we|i|everyone|nobody)$/;

/** Verbs whose object is the person told, before what they are told: "tell the customer that …". */
const TELLS = /^(tell|tells|told|inform|informs|warn|warns|assure|assures|promise|promises)$/;

/** Words that open an indirect question. */
const QUESTION = /^(whether|if|when|who|what|which|where|why|how)$/;

/** What may stand between the verb and its clause: the person told ("the customer", "your team"), "with your bank", "out" of "find out". */
function between(word: Word): boolean {
  return ['Noun', 'Pronoun', 'Determiner', 'Adjective', 'Possessive', 'Value', 'Preposition'].some((tag) => word.tags.has(tag)) || /^(out|know)$/.test(word.word);
}

/**
 * The clause of the auxiliary at `auxIndex` is what a verb of saying or asking reports: "tell the
 * customer (that) the part will arrive", "ask whether anyone will be home", "estimate how long it will
 * take", "find out who will approve". Its future is the one the words reported were about, and stays.
 * "Note that the job will fail" is no report: "note" points the reader at a fact, which the present states.
 */
export function reportedAt(words: readonly Word[], auxIndex: number): boolean {
  let opener: Word | undefined;
  const subject = words[auxIndex - 1];
  for (let k = auxIndex - 1; k >= 0 && auxIndex - k <= 10; k--) {
    const word = words[k];
    if (!isPlain(word) || (k < auxIndex - 1 && endsClause(word))) return false;
    if (SAYS.has(word.word) || ASKS.has(word.word)) {
      // "Find out who", "let your team know when": the verb with its particle or its "let" is the same verb.
      if (word.word === 'find' && words[k + 1]?.word !== 'out') return false;
      if (word.word === 'figure' && words[k + 1]?.word !== 'out') return false;
      const question = opener !== undefined && QUESTION.test(opener.word);
      // "Tell your landlord the installer will need access": a verb of saying needs no "that"; a question needs its opener.
      // "Ask whether anyone will be home" asks a person; "the flag says whether the server will emit events" describes what a product does, in the present.
      if (question) return ASKS.has(word.word) && (!/(s|ed)$/.test(word.word) || word.word === 'guess' || PEOPLE.test(subject?.word ?? ''));
      // "Know the URL that Acme will be at": a "that" after the verb's object opens a relative clause, unless the object is the person told.
      if (opener && opener.index > k + 1 && !TELLS.test(word.word) && !(word.word === 'confirm' && words[k + 1]?.word === 'with')) return false;
      return SAYS.has(word.word) || (ASKS.has(word.word) && opener?.word === 'that' && PEOPLE.test(subject?.word ?? ''));
    }
    if (QUESTION.test(word.word) || word.word === 'that') opener = word;
    else if (!between(word) && !(word.word === 'long' || word.word === 'much' || word.word === 'many' || word.word === 'soon' || word.word === 'often')) return false;
  }
  return false;
}
