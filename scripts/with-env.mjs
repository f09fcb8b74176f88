// Usage: node scripts/with-env.mjs <command> [...args]
// Runs a tool (next, payload, vitest, playwright) with the project's environment prepared.
import { loadLocalEnv } from './lib/local-env.mjs'
import { run, runScript } from './lib/run.mjs'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node scripts/with-env.mjs <command> [...args]')
  process.exit(2)
}
loadLocalEnv({ dev: command === 'next' && args[0] === 'dev' })
// A TypeScript script (`npm run backup`, `restore`, `worker`…) runs with tsx (scripts/lib/run.mjs).
const script = command === 'tsx' && args[0]?.endsWith('.ts')
process.exit(await (script ? runScript(args[0], args.slice(1)) : run(command, args)))
