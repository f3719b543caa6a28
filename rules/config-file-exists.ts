import type { StringNode } from '@humanwhocodes/momoa';
import { createRule } from '../src/rule-kit/create-rule.js';
import { formatJsonPath, pathMatches } from '../src/rule-kit/json-path.js';
import type { ConfigRefProblem } from '../src/site/config-parts.js';
import { resolveSitePath } from '../src/site/site-paths.js';
import type { JsonVisitInfo, ReportDescriptor } from '../src/types.js';

/** The docs.json fields that name a local file (both shapes). */
const FILE_FIELDS = ['logo', 'logo.light', 'logo.dark', 'favicon', 'favicon.light', 'favicon.dark', 'backgroundImage', 'background.image', 'background.image.light', 'background.image.dark'];

export default createRule({
  meta: {
    id: 'config-file-exists',
    description: 'Logo, favicon, background image and local OpenAPI files named in docs.json exist, and every `$ref` leads to a JSON file inside the site.',
    category: 'config',
    defaultSeverity: 'error',
    fixable: false,
    messages: {
      missing: '`{{field}}` names "{{path}}", which does not exist under the site root. Add the file, or correct the path.',
      missingOpenApi: 'OpenAPI file "{{path}}" does not exist under the site root. Add the file, correct the path, or give its URL.',
      escapes: '`{{field}}` names "{{path}}", which is outside the site root; docs-lint does not read it. Keep the file inside the docs folder.',
      refNotPath: '`$ref` must be a string: the path of a JSON file, relative to the file that holds it (like "./nav/api.json"). As it is, the site generator keeps this object as written, `$ref` key and all.',
      refUrl: '`$ref` "{{ref}}" is a URL, but the site generator reads `$ref` only from files of the repository, so it stops the build. Save the JSON in the docs folder and give its path.',
      refEscapes: '`$ref` "{{ref}}" points outside the site root{{why}}, which the site generator refuses, stopping the build. Keep the file inside the docs folder and give its path relative to the file that holds the `$ref`.',
      refMissing: '`$ref` "{{ref}}" names {{target}}, which does not exist, so the site generator stops the build.{{hint}}',
      refNotFile: '`$ref` "{{ref}}" names {{target}}, which is not a file. Point it at a JSON file.',
      refUnreadable: '`$ref` "{{ref}}" names {{target}}, which cannot be read ({{detail}}). Check the file\'s permissions.',
      refTooLarge: '`$ref` "{{ref}}" names {{target}}, which is {{detail}}, too large for docs-lint to read, where a navigation file is a few kilobytes. Point the `$ref` at the right file.',
      refBom: '`$ref` "{{ref}}" names {{target}}, which starts with a byte-order mark; the site generator\'s JSON parser refuses it and stops the build. Save the file as UTF-8 without a BOM.',
      refInvalid: '`$ref` "{{ref}}" cannot be followed, so the site generator stops the build: {{detail}}. Fix that file.',
      refLoop: '`$ref` "{{ref}}" leads back to a file that is already being read ({{detail}}): the site generator stops the build on a circular reference. Remove the `$ref` that points back.',
      refTooDeep: '`$ref` "{{ref}}" is nested too deep (files within files, more than a thousand levels in all), so docs-lint does not follow it. Flatten the chain of files, and check that no file includes itself under another name.',
      refSiblingsDropped: 'The keys beside this `$ref` ({{detail}}) are dropped: {{target}} holds no object, and the site generator lays the keys beside a `$ref` only over an object. Move them into {{target}}, or remove them.',
    },
  },
  create(context) {
    const openapiNodes = new Set<StringNode>(context.site.openapiReferences.map((reference) => reference.node));
    return {
      Document() {
        // `$ref`s are followed when the site is read: what could not be followed is reported at the `$ref`, in the file that holds it.
        for (const problem of context.site.config.refs?.problems ?? []) context.report({ node: problem.node, ...refReport(problem) });
      },
      String(node: StringNode, info: JsonVisitInfo) {
        const isOpenApi = openapiNodes.has(node);
        if (!isOpenApi && !FILE_FIELDS.some((field) => pathMatches(info.path, field))) return;
        const field = formatJsonPath(info.path);
        const resolution = resolveSitePath(node.value);
        if (resolution.kind === 'external' || node.value.trim() === '') return;
        if (resolution.kind === 'escapes') return context.report({ node, messageId: 'escapes', data: { field, path: node.value } });
        if (context.site.fileExists(resolution.path)) return;
        context.report({ node, messageId: isOpenApi ? 'missingOpenApi' : 'missing', data: { field, path: node.value } });
      },
    };
  },
});

const MESSAGE_IDS: Record<ConfigRefProblem['kind'], string> = {
  'not-a-path': 'refNotPath',
  url: 'refUrl',
  escapes: 'refEscapes',
  missing: 'refMissing',
  'not-a-file': 'refNotFile',
  unreadable: 'refUnreadable',
  'too-large': 'refTooLarge',
  bom: 'refBom',
  invalid: 'refInvalid',
  loop: 'refLoop',
  'too-deep': 'refTooDeep',
  'siblings-dropped': 'refSiblingsDropped',
};

function refReport(problem: ConfigRefProblem): Pick<ReportDescriptor, 'messageId' | 'data'> {
  const data: Record<string, string> = { ref: problem.ref, target: problem.target ?? problem.ref, detail: problem.detail ?? '' };
  if (problem.kind === 'escapes') {
    data.why = problem.detail === 'leading-slash' ? ' (the site generator reads a path that starts with "/" as outside the project)' : problem.detail === 'symlink' ? ' (through a symbolic link)' : '';
  }
  if (problem.kind === 'missing') {
    data.hint = problem.detail ? ` Did you mean "${problem.detail}"? The path is relative to the file that holds the \`$ref\`.` : ' Create the file, or fix the path: it is relative to the file that holds the `$ref`.';
  }
  return { messageId: MESSAGE_IDS[problem.kind], data };
}
