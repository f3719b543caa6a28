/**
 * A docs site with at least one problem from every docs-lint rule, in config, navigation and
 * pages (fixable ones included), shared by the ESLint and remark parity tests.
 */
const join = (...parts: string[]) => parts.join('');
/** A made-up token in GitHub's format, assembled so that this file holds no string a scanner takes for a leak. */
export const FAKE_GITHUB_TOKEN = join('ghp', '_', 'R8sX2mQ9vL4kT7wZ1nB5cH3jF6dY0pA8eU2i');

const docsJson = `{
  "name": "Acme",
  "colors": { "primary": "#12345", "dark": "#eeeeee" },
  "logo": "/logo/missing.svg",
  "versions": ["v1"],
  "anchors": [{ "name": "Old", "url": "legacy", "version": "v0.9" }],
  "api": { "maintainOrder": true },
  "openapi": ["openapi.yaml", "broken.yaml"],
  "redirects": [{ "source": "/old-guide", "destination": "/gide" }],
  "navigation": [
    { "group": "Start", "pages": ["index", "guide", "index", "missing-page", "api/get-dogs", "api/list-pets", "notes.mdx", "release-notes"] }
  ]
}
`;

const openapi = 'openapi: 3.0.3\ninfo:\n  title: Pets\n  version: "1.0"\npaths:\n  /pets:\n    get:\n      responses:\n        "200":\n          description: OK\n';
/** Parses, names a supported version, and fails schema validation (no `info.version`). */
const brokenOpenapi = 'openapi: 3.0.3\ninfo:\n  title: Broken\npaths: {}\n';

export const INDEX_PAGE = `---
title: Home
description: The home page.
mode: wider
---

# Welcome

#### Deep

## TODO

\`\`\`
plain
\`\`\`

![](/images/shot.png)

Read [click here](/guide#nowhere), the [Guide](/guide.mdx) and [notes](/notes#setup).

<Card titel="Quickstart">No title</Card>

<ResponseField name="id" type="string" />

<Widget />

<details>

Removed by the generator.

</details>

<Step title="Loose">Outside its container.</Step>

<ParamField query="limit" type="integer" />

Set \`${FAKE_GITHUB_TOKEN}\` as your token.

The AcMe dashboard is availble in every region.

{/* docs-lint-disable-next-line image-frame */}
![A diagram of the flow](/images/flow.png)

<iframe src="https://example.com/embed" />
`;

export const NOTES_PAGE = `---
title: Notes
description: Notes on setup.
---

## Setup

See [the home page](/index#welcome) and [a missing section](/index#no-such-heading).
`;

/** A `.md` page: HTML comments are allowed, and hold directives. */
export const RELEASE_NOTES_PAGE = `---
title: Release notes
description: What changed in each release.
---

# Release notes

<!-- docs-lint-disable-next-line heading-increment -->
#### 1.0

#### 0.9
`;

/** Problems for the style rules too: "let's", a modal passive, future tense, prerequisites after the procedure, a procedure in bullets (a list under Prerequisites is a checklist, not steps). */
export const GUIDE_PAGE = `## Guide

No front matter here.

## Set up

1. Run \`acme init\`.
2. Run \`acme deploy\`.

## Prerequisites

Let's check the key: it must be added to the header, and the API will return a token.

- Open the dashboard.
- Click **Keys**.
- Copy the key.

## Rotate the key

To rotate the key:

- Open the dashboard.
- Click **Rotate**.
- Copy the new key.
`;

export const FIXTURE_FILES: Record<string, string> = {
  'docs.json': docsJson,
  'openapi.yaml': openapi,
  'broken.yaml': brokenOpenapi,
  'index.mdx': INDEX_PAGE,
  'guide.mdx': GUIDE_PAGE,
  'notes.mdx': NOTES_PAGE,
  'api/get-dogs.mdx': '---\ntitle: Get dogs\ndescription: Get the dogs.\nopenapi: "GTE /dogs"\n---\n',
  'api/list-pets.mdx': '---\ntitle: List pets\ndescription: List the pets.\nopenapi: "GET /pets"\n---\n',
  'orphan.mdx': '---\ntitle: Orphan\ndescription: Reached by no navigation entry.\n---\n\n## Alone\n',
  'release-notes.md': RELEASE_NOTES_PAGE,
  'images/flow.png': '',
};
