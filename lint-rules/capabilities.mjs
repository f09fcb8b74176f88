// The capabilities' boundaries (docs/architecture.md), as ESLint rules:
// - `through-entry`: a capability imports another only through one of its entries:
//   `@/features/<name>` (index.ts: safe to load from the Payload configuration),
//   `@/features/<name>/server` (request-time server code: reads, server components) or, from code
//   that runs in the browser, `@/features/<name>/client`;
// - `safe-index`: an index.ts reaches no module the Payload configuration cannot load (one that
//   is server-only, loads the configuration itself, reads the request, or is a component);
// - `no-knots`: no capability imports one that imports it back, directly or through others (a
//   type import adds no code and is not counted; the graph is read from disk once per run).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const featureOf = (relative) => /^src\/features\/([^/]+)(\/|$)/.exec(relative)?.[1] ?? null
const isTest = (relative) => /\.(test|spec)\.tsx?$/.test(relative) || relative.includes('/tests/')
const extensions = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']

/** The project-relative path `specifier` names from `relativeFile`, or null when not ours. */
function resolve(root, relativeFile, specifier) {
  let base
  if (specifier.startsWith('@/')) base = path.join('src', specifier.slice(2))
  else if (
    specifier === '.' ||
    specifier === '..' ||
    specifier.startsWith('./') ||
    specifier.startsWith('../')
  )
    base = path.join(path.dirname(relativeFile), specifier)
  else return null
  for (const extension of extensions) {
    const candidate = base + extension
    const absolute = path.join(root, candidate)
    if (existsSync(absolute) && statSync(absolute).isFile()) return candidate
  }
  return base
}

const importPattern =
  /\b(import|export)\s+(type\s+)?(?:[^'";]*?\s*from\s*)?(['"])([^'"]+)\3|\bimport\(\s*(['"])([^'"]+)\5\s*\)/g

function* sourceFiles(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(full)
    else if (/\.(ts|tsx|mjs)$/.test(entry.name)) yield full
  }
}

const graphs = new Map()

/** Which capability imports which (value imports of non-test files), read from disk once. */
function graph(root) {
  if (graphs.has(root)) return graphs.get(root)
  const edges = new Map()
  const featuresDir = path.join(root, 'src/features')
  if (existsSync(featuresDir)) {
    for (const file of sourceFiles(featuresDir)) {
      const relative = path.relative(root, file)
      const from = featureOf(relative)
      if (!from || isTest(relative)) continue
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(importPattern)) {
        if (match[2]) continue
        const target = resolve(root, relative, match[4] ?? match[6])
        const to = target && featureOf(target)
        if (!to || to === from) continue
        if (!edges.has(from)) edges.set(from, new Set())
        edges.get(from).add(to)
      }
    }
  }
  graphs.set(root, edges)
  return edges
}

/** A chain of imports from `start` to `goal` (both included), or null. */
function pathBetween(edges, start, goal) {
  const previous = new Map([[start, null]])
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift()
    if (node === goal) {
      const chain = []
      for (let at = goal; at !== null; at = previous.get(at)) chain.unshift(at)
      return chain
    }
    for (const next of edges.get(node) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, node)
        queue.push(next)
      }
    }
  }
  return null
}

function importVisitor(context, check) {
  const root = context.cwd
  const relative = path.relative(root, context.filename)
  const from = featureOf(relative)
  if (!from || isTest(relative)) return {}
  const visit = (node) => {
    const specifier = node.source?.value
    if (typeof specifier !== 'string') return
    const target = resolve(root, relative, specifier)
    const to = target && featureOf(target)
    if (!to || to === from) return
    const typeOnly = node.importKind === 'type' || node.exportKind === 'type'
    check({ node, from, to, target, typeOnly, root })
  }
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  }
}

const throughEntry = {
  meta: {
    type: 'problem',
    messages: {
      deep: "'{{target}}' is inside the {{to}} capability: import it through @/features/{{to}} (its index.ts), @/features/{{to}}/server (request-time code) or @/features/{{to}}/client (browser code), and export it there.",
    },
    schema: [],
  },
  create: (context) =>
    importVisitor(context, ({ node, to, target }) => {
      const entry = target.replace(/\.(ts|tsx|mjs)$/, '')
      const allowed = ['', '/index', '/server', '/client'].map(
        (entry) => `src/features/${to}${entry}`,
      )
      if (!allowed.includes(entry))
        context.report({ node, messageId: 'deep', data: { target, to } })
    }),
}

const noKnots = {
  meta: {
    type: 'problem',
    messages: {
      knot: '{{from}} imports {{to}}, which imports {{from}} back ({{chain}}): a capability may use another, never one that uses it in turn. Move what both need into the kernel, or turn the dependency around.',
    },
    schema: [],
  },
  create: (context) =>
    importVisitor(context, ({ node, from, to, typeOnly, root }) => {
      if (typeOnly) return
      const back = pathBetween(graph(root), to, from)
      if (back)
        context.report({ node, messageId: 'knot', data: { from, to, chain: back.join(' → ') } })
    }),
}

/** What the Payload configuration cannot load under the CLI (tsx, no bundler, no request). */
const requestOnly =
  /(?:from\s*|import\s*)'(server-only|next\/headers|@payload-config|@\/kernel\/payload)'/

/** The first module at or below `relative` the configuration cannot load, with the way there. */
function requestOnlyBelow(root, relative, seen = new Set()) {
  if (seen.has(relative)) return null
  seen.add(relative)
  if (relative.endsWith('.tsx')) return [relative]
  const absolute = path.join(root, relative)
  if (!existsSync(absolute)) return null
  const text = readFileSync(absolute, 'utf8')
  if (requestOnly.test(text)) return [relative]
  for (const match of text.matchAll(importPattern)) {
    if (match[2]) continue
    const target = resolve(root, relative, match[4] ?? match[6])
    if (!target || !/\.(ts|tsx|mjs)$/.test(target)) continue
    const below = requestOnlyBelow(root, target, seen)
    if (below) return [relative, ...below]
  }
  return null
}

const safeIndex = {
  meta: {
    type: 'problem',
    messages: {
      unsafe:
        'index.ts reaches {{chain}}, which the Payload configuration cannot load: export it from server.ts (request-time) instead.',
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd
    const relative = path.relative(root, context.filename)
    if (!/^src\/features\/[^/]+\/index\.ts$/.test(relative)) return {}
    const visit = (node) => {
      if (node.exportKind === 'type' || node.importKind === 'type') return
      const specifier = node.source?.value
      if (typeof specifier !== 'string') return
      const target = resolve(root, relative, specifier)
      if (!target) return
      const chain = requestOnlyBelow(root, target)
      if (chain) context.report({ node, messageId: 'unsafe', data: { chain: chain.join(' → ') } })
    }
    return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit }
  },
}

export const capabilitiesPlugin = {
  rules: { 'through-entry': throughEntry, 'no-knots': noKnots, 'safe-index': safeIndex },
}
