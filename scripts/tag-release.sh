#!/usr/bin/env bash
# Makes a release of docs-lint without the registry. From a clean checkout of the commit to release:
#
#   scripts/tag-release.sh
#
# It builds docs-lint from a fresh install, makes a commit on top of the current one that carries the
# built files (dist/, which branches do not commit) and a package.json without scripts or
# devDependencies (scripts/release-manifest.mjs), tags it v<version>, moves the major tag v<major>
# to it, and packs that commit into docs-lint-<version>.tgz. Your checkout stays as it was: the
# commit is made in a temporary worktree.
#
# Every install path uses these tags:
# - `npm install [-g] git+https://github.com/docs-lint/docs-lint.git#v<version>`: npm packs the tag as
#   it is, with nothing to build and no script to run (a branch has to build; see scripts/prepare.mjs);
# - pre-commit (`rev: v<version>`) packs and installs it the same way;
# - the GitHub Action (`docs-lint/docs-lint@v<major>` or `@v<version>`) runs dist/bin, which carries
#   the few files it reads at run time (dist/bin/node_modules), so it installs nothing;
# - docs-lint-<version>.tgz, attached to the GitHub release: `npm install -g ./docs-lint-<version>.tgz`.
#
# --prebuilt uses the dist/ already built in the checkout instead of building it again (the tests).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)

prebuilt=false
for arg in "$@"; do
  case "$arg" in
    --prebuilt) prebuilt=true ;;
    *) echo "tag-release: unknown argument $arg (usage: scripts/tag-release.sh [--prebuilt])" >&2; exit 2 ;;
  esac
done

if [ -n "$(git status --porcelain)" ]; then
  echo "tag-release: commit or stash your changes first: the release is made from the current commit" >&2
  exit 1
fi
version=$(node -p "require('./package.json').version")
tag="v$version"
major="v${version%%.*}"
if git rev-parse --quiet --verify "refs/tags/$tag" >/dev/null; then
  echo "tag-release: the tag $tag exists already; raise the version in package.json first" >&2
  exit 1
fi

if [ "$prebuilt" = true ]; then
  if [ ! -f dist/bin/docs-lint.js ]; then
    echo "tag-release: --prebuilt, but there is no dist/bin/docs-lint.js: run npm run build" >&2
    exit 1
  fi
else
  rm -rf dist
  npm ci --ignore-scripts --no-audit --no-fund  # the build below is the one build
  npm run build
fi

worktree=$(mktemp -d "${TMPDIR:-/tmp}/docs-lint-release-XXXXXX")
cleanup() { git worktree remove --force "$worktree" >/dev/null 2>&1 || rm -rf "$worktree"; }
trap cleanup EXIT
git worktree add --quiet --detach "$worktree" HEAD
cp -R dist "$worktree/dist"
node scripts/release-manifest.mjs "$worktree/package.json"
(
  cd "$worktree"
  # Commit exactly the built files the package ships (npm's own list, from the release manifest).
  npm pack --dry-run --json --ignore-scripts 2>/dev/null \
    | node -e 'const [pack] = JSON.parse(require("fs").readFileSync(0, "utf8")); for (const file of pack.files) if (file.path.startsWith("dist/")) console.log(file.path)' \
    | git add --force --pathspec-from-file=-
  # And what the bundled CLI reads at run time beside it (cspell's libraries and dictionaries, see
  # scripts/bundle-cli.mjs): the action runs dist/bin from the tag with nothing installed. npm
  # leaves the folder out of the tarball, whose installs get these packages as dependencies.
  git add --force dist/bin/node_modules
  git add package.json
  git -c core.hooksPath=/dev/null commit --quiet -m "Release $tag: docs-lint built, for installs from git, pre-commit and the GitHub Action"
  git tag -a "$tag" -m "docs-lint $tag"
  git tag -f "$major" >/dev/null
  npm pack --ignore-scripts --pack-destination "$repo" >/dev/null 2>&1
)

echo "Tagged $tag and $major, and packed docs-lint-$version.tgz. Publish them:"
echo "  git push origin $tag && git push --force origin $major"
echo "  then attach docs-lint-$version.tgz to the GitHub release of $tag."
