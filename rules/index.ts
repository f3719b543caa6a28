import type { Rule } from '../src/types.js';
import anchorVersionExists from './anchor-version-exists.js';
import assistantRulesFile from './assistant-rules-file.js';
import codeFenceLanguage from './code-fence-language.js';
import colorsContrast from './colors-contrast.js';
import componentAttributes from './component-attributes.js';
import componentKnown from './component-known.js';
import componentNesting from './component-nesting.js';
import configDeprecated from './config-deprecated.js';
import configFileExists from './config-file-exists.js';
import configSchema from './config-schema.js';
import frontmatterRequired from './frontmatter-required.js';
import frontmatterValid from './frontmatter-valid.js';
import headingDescriptive from './heading-descriptive.js';
import headingIncrement from './heading-increment.js';
import headingStartLevel from './heading-start-level.js';
import htmlElementKnown from './html-element-known.js';
import imageAltText from './image-alt-text.js';
import imageFrame from './image-frame.js';
import linkExternalReachable from './link-external-reachable.js';
import linkInternalExists from './link-internal-exists.js';
import linkTextDescriptive from './link-text-descriptive.js';
import mediaAccessibleName from './media-accessible-name.js';
import navNoDuplicate from './nav-no-duplicate.js';
import navNoOrphan from './nav-no-orphan.js';
import navPageExists from './nav-page-exists.js';
import navPrefixHasPages from './nav-prefix-has-pages.js';
import noSecrets from './no-secrets.js';
import openapiValid from './openapi-valid.js';
import paramDocumented from './param-documented.js';
import redirectsValid from './redirects-valid.js';
import responseDocumented from './response-documented.js';
import spelling from './spelling.js';
import styleActiveVoice from './style-active-voice.js';
import styleNumberedSteps from './style-numbered-steps.js';
import stylePrerequisitesFirst from './style-prerequisites-first.js';
import stylePresentTense from './style-present-tense.js';
import styleSecondPerson from './style-second-person.js';
import terminology from './terminology.js';
import vale from './vale.js';

/** Every rule docs-lint has, in id order. Presets, docs and the CLI read this list. */
export const allRules: readonly Rule<any>[] = [
  anchorVersionExists,
  assistantRulesFile,
  codeFenceLanguage,
  colorsContrast,
  componentAttributes,
  componentKnown,
  componentNesting,
  configDeprecated,
  configFileExists,
  configSchema,
  frontmatterRequired,
  frontmatterValid,
  headingDescriptive,
  headingIncrement,
  headingStartLevel,
  htmlElementKnown,
  imageAltText,
  imageFrame,
  linkExternalReachable,
  linkInternalExists,
  linkTextDescriptive,
  mediaAccessibleName,
  navNoDuplicate,
  navNoOrphan,
  navPageExists,
  navPrefixHasPages,
  noSecrets,
  openapiValid,
  paramDocumented,
  redirectsValid,
  responseDocumented,
  spelling,
  styleActiveVoice,
  styleNumberedSteps,
  stylePrerequisitesFirst,
  stylePresentTense,
  styleSecondPerson,
  terminology,
  vale,
].sort((a, b) => a.meta.id.localeCompare(b.meta.id));
