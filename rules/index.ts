import type { Rule } from '../src/types.js';
import anchorVersionExists from './anchor-version-exists.js';
import configDeprecated from './config-deprecated.js';
import configFileExists from './config-file-exists.js';
import configSchema from './config-schema.js';
import navNoDuplicate from './nav-no-duplicate.js';
import navNoOrphan from './nav-no-orphan.js';
import navPageExists from './nav-page-exists.js';
import navPrefixHasPages from './nav-prefix-has-pages.js';
import openapiValid from './openapi-valid.js';

/** Every rule docs-lint has, in id order. Presets, docs and the CLI read this list. */
export const allRules: readonly Rule<any>[] = [
  anchorVersionExists,
  configDeprecated,
  configFileExists,
  configSchema,
  navNoDuplicate,
  navNoOrphan,
  navPageExists,
  navPrefixHasPages,
  openapiValid,
].sort((a, b) => a.meta.id.localeCompare(b.meta.id));
