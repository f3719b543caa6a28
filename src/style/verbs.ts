/**
 * Just enough English verb morphology to suggest a present-tense or active rewrite in a message:
 * the third person singular (`return` → `returns`) and whether a subject is plural.
 */

const IRREGULAR_THIRD_PERSON: Record<string, string> = { be: 'is', have: 'has', do: 'does', go: 'goes' };

/** `return` → `returns`, `match` → `matches`, `copy` → `copies`, `be` → `is`. */
export function thirdPerson(verb: string): string {
  const lower = verb.toLowerCase();
  if (IRREGULAR_THIRD_PERSON[lower]) return IRREGULAR_THIRD_PERSON[lower];
  if (/(s|sh|ch|x|z|o)$/.test(lower)) return `${verb}es`;
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

const PLURAL_PRONOUNS = new Set(['you', 'we', 'they', 'i', 'these', 'those', 'both', 'many', 'all', 'some', 'few', 'several', 'others']);
const SINGULAR_ENDING_IN_S = new Set(['this', 'its', 'his', 'hers', 'status', 'alias', 'canvas', 'bus', 'access', 'process', 'analysis', 'basis', 'axis', 'series', 'news', 'kubernetes', 'redis', 'postgres', 'js', 'os', 'https', 'dns', 'aws', 'gcs', 'sms', 'cors', 'ssl', 'tls', 'es']);

/** True when the word before a verb reads as a plural subject (`you`, `they`, `endpoints`). */
export function isPluralSubject(word: string | undefined): boolean {
  if (!word) return false;
  const lower = word.toLowerCase();
  if (PLURAL_PRONOUNS.has(lower)) return true;
  if (SINGULAR_ENDING_IN_S.has(lower) || lower.includes("'")) return false;
  return lower.length > 3 && /[^su]s$/.test(lower) && !/(ss|us|is)$/.test(lower);
}

/** The present tense of `verb` for a subject: `returns` for `it`, `return` for `you`; `be` gives `is`/`are`/`am`. */
export function presentTense(verb: string, subject: string | undefined): string {
  const lower = verb.toLowerCase();
  const person = subject?.toLowerCase();
  if (lower === 'be') return person === 'i' ? 'am' : isPluralSubject(subject) ? 'are' : 'is';
  if (person === 'i' || isPluralSubject(subject)) return verb;
  return thirdPerson(verb);
}

/** The negative present: `does not`/`do not`, or `is not`/`are not` for `be`. */
export function negativePresent(verb: string, subject: string | undefined, contracted: boolean): string {
  const plural = subject?.toLowerCase() === 'i' || isPluralSubject(subject);
  if (verb.toLowerCase() === 'be') {
    if (subject?.toLowerCase() === 'i') return 'am not';
    return plural ? (contracted ? "aren't" : 'are not') : contracted ? "isn't" : 'is not';
  }
  const auxiliary = plural ? (contracted ? "don't" : 'do not') : contracted ? "doesn't" : 'does not';
  return `${auxiliary} ${verb}`;
}

/** Irregular past participles and their base forms (the ones docs use). */
const IRREGULAR_BASE: Record<string, string> = {
  made: 'make', built: 'build', sent: 'send', run: 'run', written: 'write', taken: 'take', given: 'give', shown: 'show',
  found: 'find', kept: 'keep', held: 'hold', set: 'set', put: 'put', read: 'read', done: 'do', seen: 'see', known: 'know',
  thrown: 'throw', bound: 'bind', hidden: 'hide', chosen: 'choose', told: 'tell', sold: 'sell', brought: 'bring',
  bought: 'buy', caught: 'catch', paid: 'pay', laid: 'lay', led: 'lead', left: 'leave', lost: 'lose', meant: 'mean',
  said: 'say', spent: 'spend', split: 'split', spread: 'spread', shut: 'shut', cut: 'cut', hit: 'hit', let: 'let',
  cast: 'cast', broadcast: 'broadcast', begun: 'begin', broken: 'break', drawn: 'draw', driven: 'drive', fed: 'feed',
  felt: 'feel', forgotten: 'forget', frozen: 'freeze', gotten: 'get', got: 'get', hung: 'hang', heard: 'hear', hurt: 'hurt',
  proven: 'prove', shot: 'shoot', spoken: 'speak', stolen: 'steal', struck: 'strike', swept: 'sweep', taught: 'teach',
  torn: 'tear', thought: 'think', understood: 'understand', worn: 'wear', won: 'win', withdrawn: 'withdraw',
  withheld: 'withhold', upheld: 'uphold', overridden: 'override', stuck: 'stick', sought: 'seek', lent: 'lend',
  grown: 'grow', dealt: 'deal', dug: 'dig', blown: 'blow', wound: 'wind', ground: 'grind', fit: 'fit', rewritten: 'rewrite',
  rebuilt: 'rebuild', rerun: 'rerun', reset: 'reset', upset: 'upset', undone: 'undo', redone: 'redo', mistaken: 'mistake',
  cached: 'cache', forbidden: 'forbid', forgiven: 'forgive', overwritten: 'overwrite', quit: 'quit', shed: 'shed', bid: 'bid', bet: 'bet',
};

/**
 * Stem endings (after `-ed` is dropped) whose base form ends in a silent `e`: `creat` → `create`,
 * `configur` → `configure`, `enabl` → `enable`, `queu` → `queue`. A heuristic; NO_SILENT_E lists
 * the common verbs it gets wrong.
 */
const SILENT_E_STEM =
  /(creat|[^e]at|[lp]et|[^aeiou]it|[^aeiou]ot|uot|ut|[aeiouy]s|[iy]z|[nrp]s|[^o]ur|[^aeo]ir|(st|gn|pl|sc|sh|ad)or|[^aeiou]ar|v|u|[^aeiou]ag|[aeu]ng|rg|dg|[nrua]c|ic|ib|ud|([^aeiou]|u)id|[^aeiou]od|[^aeiou]ad|[^aeioul]l|[^aeiou]in|un|[^aeiou]um|[^aeiou]im|[^aeiou]om|[^aeiou]am|[^aeiou][aeiou]p|yp|[^o]ok|[^aeiou]ak|[^aeiou]ik|[^aeiou][uo]b|[^aeiou]il|ul|oz)$/;

/** Stems that keep no `e` although SILENT_E_STEM says so (`visit`, `edit`, `join`, `return`). */
const NO_SILENT_E = new Set([
  'visit', 'edit', 'exit', 'limit', 'submit', 'commit', 'admit', 'permit', 'emit', 'omit', 'audit', 'credit', 'deposit', 'inherit', 'exhibit', 'profit', 'split',
  'shoot', 'boot', 'reboot', 'root', 'output', 'input', 'shut', 'cut', 'put', 'adjust', 'trust', 'exhaust',
  'join', 'obtain', 'contain', 'retain', 'maintain', 'explain', 'attain', 'remain', 'train', 'drain', 'chain', 'gain', 'rain',
  'return', 'turn', 'burn', 'learn', 'earn', 'concern', 'govern', 'mention', 'question', 'version', 'provision', 'partition', 'position', 'condition', 'function', 'sign', 'design', 'assign', 'align', 'resign', 'open', 'listen', 'happen', 'fasten', 'flatten', 'shorten', 'harden', 'threaten', 'tighten', 'widen', 'loosen', 'strengthen', 'lengthen', 'broaden', 'deepen', 'hyphen', 'mean', 'clean', 'lean', 'ban',
  'clear', 'appear', 'disappear', 'bear', 'wear', 'tear', 'fear', 'near', 'gear', 'pair', 'repair', 'air', 'alter', 'filter', 'render', 'enter', 'register', 'order', 'border', 'offer', 'differ', 'suffer', 'buffer', 'cluster', 'trigger', 'monitor', 'color', 'colour', 'mirror', 'error', 'author', 'anchor', 'factor', 'refactor', 'honor', 'honour', 'favor', 'favour', 'cursor', 'vendor', 'tailor', 'sponsor', 'censor', 'mentor', 'minor', 'transfer', 'prefer', 'refer', 'infer', 'defer', 'confer', 'occur', 'incur', 'recur', 'blur', 'stir', 'star', 'scar', 'bar',
  'attach', 'detach', 'reach', 'search', 'teach', 'fetch', 'match', 'patch', 'watch', 'batch', 'catch', 'switch', 'stitch', 'pitch', 'touch', 'launch', 'lunch', 'crunch', 'punch', 'branch', 'march', 'parch', 'perch',
  'claim', 'aim', 'trim', 'skim', 'swim', 'slim', 'dim', 'perform', 'form', 'inform', 'transform', 'conform', 'storm', 'warm', 'alarm', 'arm', 'harm', 'farm', 'charm', 'confirm', 'affirm', 'bloom', 'zoom', 'boom', 'room', 'doom', 'loom', 'groom', 'stream', 'dream', 'seem', 'deem', 'redeem', 'program', 'spam', 'ram', 'jam', 'cram', 'slam',
  'miss', 'pass', 'press', 'express', 'compress', 'impress', 'process', 'access', 'address', 'assess', 'possess', 'discuss', 'focus', 'bias', 'alias',
  'dump', 'jump', 'pump', 'bump', 'lump', 'help', 'develop', 'envelop', 'stop', 'drop', 'crop', 'loop', 'map', 'wrap', 'tap', 'trap', 'swap', 'snap', 'cap', 'clip', 'skip', 'ship', 'strip', 'zip', 'tip', 'flip', 'grip', 'equip', 'setup',
  'lock', 'unlock', 'block', 'mock', 'stock', 'dock', 'knock', 'check', 'click', 'pick', 'stick', 'kick', 'track', 'pack', 'unpack', 'hack', 'stack', 'attack', 'back', 'crack', 'rack', 'look', 'book', 'hook', 'cook', 'ask', 'mask', 'task', 'link', 'think', 'sink', 'bank', 'rank', 'thank', 'fork', 'work', 'mark', 'park', 'bookmark', 'benchmark', 'talk', 'walk', 'chunk', 'junk',
  'rob', 'stub', 'grab', 'tab', 'log', 'tag', 'flag', 'drag', 'lag', 'plug', 'debug', 'hug', 'bug', 'shrug', 'dig', 'rig', 'jog',
  'add', 'pad', 'load', 'upload', 'download', 'unload', 'offload', 'reload', 'overload', 'read', 'lead', 'head', 'spread', 'thread', 'plead', 'bid', 'rid', 'hold', 'fold', 'scaffold', 'build', 'guild', 'weld', 'field', 'shield', 'yield', 'wield', 'bond', 'respond', 'correspond', 'fund', 'refund', 'end', 'send', 'extend', 'append', 'depend', 'attend', 'intend', 'pretend', 'spend', 'lend', 'blend', 'recommend', 'amend', 'suspend', 'expand', 'command', 'demand', 'land', 'brand', 'band', 'hand', 'stand', 'understand', 'round', 'found', 'ground', 'bound', 'sound', 'wound', 'pound', 'mind', 'bind', 'find', 'wind', 'remind', 'rewind', 'unbind',
  'email', 'mail', 'fail', 'sail', 'tail', 'detail', 'curtail', 'entail', 'avail', 'prevail', 'nail', 'rail', 'trail', 'jail', 'veil', 'boil', 'soil', 'coil', 'foil', 'spoil', 'toil', 'oil', 'cool', 'pool', 'tool', 'fool', 'spool', 'school', 'call', 'fall', 'install', 'stall', 'roll', 'poll', 'scroll', 'enroll', 'toll', 'troll', 'fill', 'kill', 'will', 'spill', 'bill', 'drill', 'till', 'still', 'chill', 'distill', 'skill', 'pull', 'dull', 'null', 'cancel', 'label', 'model', 'level', 'travel', 'tunnel', 'channel', 'panel', 'funnel', 'signal', 'total', 'dial', 'trial', 'seal', 'reveal', 'heal', 'deal', 'appeal', 'steal', 'feel', 'peel', 'reel', 'wheel', 'control', 'patrol', 'compel', 'expel', 'propel', 'repel', 'excel', 'parcel', 'pencil', 'stencil', 'council', 'fuel', 'duel',
  'prohibit', 'inhibit', 'sync', 'avoid', 'group', 'pivot', 'pilot', 'snapshot', 'ballot', 'shout', 'spell', 'dwell', 'smell', 'shell', 'swell', 'yell', 'pour', 'tour', 'devour',
  'view', 'review', 'preview', 'interview', 'show', 'follow', 'allow', 'borrow', 'narrow', 'throw', 'grow', 'flow', 'glow', 'know', 'blow', 'sow', 'bestow', 'snow', 'tow', 'row', 'mow', 'bow', 'vow', 'endow', 'sew',
]);

/** The base form of a past participle: `created` → `create`, `added` → `add`, `copied` → `copy`, `sent` → `send`. */
export function baseForm(participle: string): string {
  const lower = participle.toLowerCase();
  if (IRREGULAR_BASE[lower]) return IRREGULAR_BASE[lower];
  if (!lower.endsWith('ed') || lower.length < 4) return lower;
  if (/[^aeiou]ied$/.test(lower)) return `${lower.slice(0, -3)}y`;
  const stem = lower.slice(0, -2);
  if (NO_SILENT_E.has(stem)) return stem;
  // A doubled final consonant after one vowel: `stopped` → `stop`, `committed` → `commit`, `cancelled` → `cancel`.
  if (/[^aeiou][aeiou]([bdgmnprtz])\1$/.test(stem) || /[eo]ll$/.test(stem)) return stem.slice(0, -1);
  // `agreed` → `agree`, `guaranteed` → `guarantee`.
  if (stem.endsWith('e')) return `${stem}e`;
  if (SILENT_E_STEM.test(stem)) return `${stem}e`;
  return stem;
}
