// Shared by every npm entry point (start, dev, build, tests, payload CLI): loads .env files the way
// Next does, then makes sure PAYLOAD_SECRET exists. Outside production a random secret is created
// once and kept in data/, so `npm install && npm start` needs no .env file.
import nextEnv from '@next/env'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const dataDir = path.join(projectRoot, 'data')
const secretFile = path.join(dataDir, '.payload-secret')

/** The Node.js line the project runs on (package.json `engines`). */
export const projectNodeMajor = 24

/**
 * Stops a start, a test run or a script on another Node than the project's, saying how to get it:
 * npm puts `node_modules/.bin/node` (the `node` package, installed with the project) first on
 * the PATH of every `npm run`, so `npm start` and `npm test` always have it.
 */
export function requireProjectNode(version = process.versions.node) {
  if (Number(version.split('.')[0]) === projectNodeMajor) return
  console.error(
    `[clinic-plus] this project runs on Node.js ${projectNodeMajor} LTS, not ${version}. ` +
      'Start it through npm (npm start, npm test, npm run …), which runs the Node installed with ' +
      `the project (node_modules/.bin/node), or install Node.js ${projectNodeMajor}.`,
  )
  process.exit(1)
}

export function loadLocalEnv({ dev = false } = {}) {
  requireProjectNode()
  nextEnv.loadEnvConfig(projectRoot, dev, { info: () => {}, error: console.error })
  ensurePayloadSecret()
  allowStoragePluginVersionGap()
}

const installedVersion = (name) =>
  JSON.parse(readFileSync(path.join(projectRoot, 'node_modules', name, 'package.json'), 'utf8'))
    .version

/**
 * @payloadcms/storage-s3 is at 3.90.1, the newest release the registry has, beside payload
 * 3.90.2 (a patch that changes none of the APIs the plugin uses; package.json's overrides keep
 * one copy of payload and @payloadcms/ui). Payload's development-time check that all its packages
 * share one version would fail every dev server and integration test with an unhandled error, so
 * it is off while, and only while, these two versions differ.
 */
function allowStoragePluginVersionGap() {
  try {
    if (installedVersion('@payloadcms/storage-s3') !== installedVersion('payload')) {
      process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'
    }
  } catch {
    // Dependencies not installed yet: Payload cannot start either.
  }
}

export function ensurePayloadSecret() {
  if (process.env.PAYLOAD_SECRET) return
  if (process.env.NODE_ENV === 'production') {
    console.error(
      '\n[clinic-plus] PAYLOAD_SECRET is not set, and NODE_ENV=production.\n' +
        'Refusing to start: set PAYLOAD_SECRET to a random string of at least 32 characters\n' +
        '(for example: openssl rand -hex 32). Outside production it is generated for you.\n',
    )
    process.exit(1)
  }
  mkdirSync(dataDir, { recursive: true })
  if (!existsSync(secretFile)) {
    writeFileSync(secretFile, randomBytes(32).toString('hex') + '\n', { mode: 0o600 })
    console.log('[clinic-plus] generated a local PAYLOAD_SECRET in data/.payload-secret')
  }
  process.env.PAYLOAD_SECRET = readFileSync(secretFile, 'utf8').trim()
}
