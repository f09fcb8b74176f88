// Checks that package-lock.json is one `npm ci` accepts on every platform: every optional
// dependency a locked package declares (the native builds of Next's compiler, Tailwind's oxide,
// Rollup, esbuild, sharp… for macOS, Windows, Linux glibc and musl) has its own entry in the lock.
// npm writes a lock without the other platforms' natives when the registry it asks lacks them, and
// `npm ci` on those platforms then refuses the lock; this fails first, naming what is missing.
// It also checks that the `engines.node` range of package.json lies inside every locked package's
// own range, so `npm install` prints no EBADENGINE warning on any Node version we promise.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import semver from 'semver'

/** The path npm resolves `name` to from the package at `from` (node_modules lookup upwards). */
function resolveInLock(packages, from, name) {
  let dir = from
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`
    if (packages[candidate]) return candidate
    if (!dir) return undefined
    const cut = dir.lastIndexOf('/node_modules/')
    dir = cut === -1 ? '' : dir.slice(0, cut)
  }
}

/** Problems of a parsed lock and package.json; an empty list means the lock is complete. */
export function lockProblems(lock, pkg) {
  const problems = []
  const packages = lock.packages ?? {}
  for (const [location, entry] of Object.entries(packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolveInLock(packages, location, name)) {
        problems.push(`${location || 'package.json'} lists optional ${name}, missing from the lock`)
      }
    }
  }
  // A dependency on a dist-tag ("latest") is re-resolved by `npm ci` against the registry's tag of
  // the day, so the lock goes stale as soon as a new version is published: pin it in overrides.
  for (const [location, entry] of Object.entries(packages)) {
    for (const [name, spec] of Object.entries(entry.dependencies ?? {})) {
      if (
        !semver.validRange(spec) &&
        !/^(npm:|file:|link:|git|https?:)/.test(spec) &&
        !pkg.overrides?.[name]
      ) {
        problems.push(
          `${location} depends on ${name}@${spec}, a dist-tag: pin it in package.json overrides`,
        )
      }
    }
  }
  const ours = pkg.engines?.node
  if (!ours) problems.push('package.json has no engines.node range')
  else {
    for (const [location, entry] of Object.entries(packages)) {
      const theirs = entry.engines?.node
      if (!location || entry.optional || typeof theirs !== 'string' || !semver.validRange(theirs))
        continue
      if (!semver.subset(ours, theirs)) {
        problems.push(`${location} needs Node ${theirs}; package.json promises ${ours}`)
      }
    }
  }
  return problems
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const read = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'))
  const problems = lockProblems(read('package-lock.json'), read('package.json'))
  if (problems.length > 0) {
    console.error(
      `package-lock.json is incomplete (${problems.length}):\n  ${problems.join('\n  ')}`,
    )
    process.exit(1)
  }
  console.log("package-lock.json holds every platform's optional natives; engines agree")
}
