#!/usr/bin/env bash
# Makes the release commit that the GitHub Action runs from: the bundled command line (dist/bin, which
# is not committed on branches) committed on top of the current commit, tagged v<version>, and the
# major tag (v0, v1, ...) moved to it. The action then installs only the runtime dependencies
# (npm ci --omit=dev) and builds nothing. Run it from a clean checkout of the commit to release.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "$(git status --porcelain)" ]; then
  echo "tag-action-release: commit or stash your changes first" >&2
  exit 1
fi
version=$(node -p "require('./package.json').version")
npm ci
npm run build
git checkout --quiet --detach
git add --force dist/bin
git commit --quiet -m "Release v$version: the bundled command line for the GitHub Action"
git tag -a "v$version" -m "docs-lint v$version"
git tag -f "v${version%%.*}" >/dev/null
git checkout --quiet -
echo "Tagged v$version and v${version%%.*}. Push them: git push origin v$version && git push -f origin v${version%%.*}"
