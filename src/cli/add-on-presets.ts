import { allRules } from '../../rules/index.js';
import type { ResolvedConfig } from '../config/lint-config.js';

/** Presets that add to another one: alone, they leave every defect rule off. */
const ADD_ONS = new Set(['style', 'prose']);

/**
 * The one-line notice for a run whose presets are all add-ons (`--preset prose`) and that turns
 * no defect rule on by hand either: it would pass a site with broken links and say nothing of it.
 */
export function addOnPresetsNotice(config: ResolvedConfig, fromCli: boolean): string | undefined {
  const presets = config.extends.map((name) => name.replace(/^docs-lint[:/]/, ''));
  if (presets.length === 0 || !presets.every((name) => ADD_ONS.has(name))) return undefined;
  const defectOn = allRules.some((rule) => rule.meta.category !== 'style' && rule.meta.category !== 'prose' && (config.rules[rule.meta.id]?.severity ?? 'off') !== 'off');
  if (defectOn) return undefined;
  const named = presets.join(',');
  const [what, leaves] = presets.length === 1 ? [`the preset ${named} adds`, 'it leaves'] : [`the presets ${named} add`, 'they leave'];
  const fix = fromCli ? `use --preset recommended,${named}` : `start the config's extends with "recommended"`;
  return `docs-lint: ${what} to another preset: alone, ${leaves} broken links, navigation, config and every other defect rule off in this run. To check them too, ${fix}.`;
}
