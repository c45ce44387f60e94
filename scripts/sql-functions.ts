import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/*
 * The database's functions as the migrations leave them: each function's latest definition (a later
 * `create or replace` wins, a `drop function` removes), and inside their bodies the answers they give
 * (rpc_result) and the messages they name (said). Read by the test of the server's words and by
 * `npm run said` (what still answers without a key).
 */

export interface SqlFunction {
  name: string
  /** The argument list as written, whitespace collapsed. */
  args: string
  file: string
  body: string
}

export interface SaidCall {
  key: string
  /** The value names a jsonb_build_object(...) gives, in order; null when the values are not written out there. */
  names: string[] | null
  fn: string
}

const MIGRATIONS = path.resolve(import.meta.dirname, '../supabase/migrations')

const DEFINITION = /create\s+(?:or\s+replace\s+)?function\s+public\.(\w+)\s*\(/gi
const DROP = /drop\s+function\s+(?:if\s+exists\s+)?public\.(\w+)\s*(\(([^)]*)\))?/gi

/** The text from `open` (just after an opening bracket) to its matching closing bracket, quotes respected. */
export function bracketed(text: string, open: number): { inner: string; end: number } | null {
  let depth = 1
  let quoted = false
  for (let i = open; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === "'") {
        if (text[i + 1] === "'") i++
        else quoted = false
      }
      continue
    }
    if (c === "'") quoted = true
    else if (c === '(') depth++
    else if (c === ')' && --depth === 0) return { inner: text.slice(open, i), end: i }
  }
  return null
}

/** The top-level comma-separated parts of an argument list. */
export function splitArgs(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === "'") {
        if (text[i + 1] === "'") i++
        else quoted = false
      }
      continue
    }
    if (c === "'") quoted = true
    else if (c === '(' || c === '[') depth++
    else if (c === ')' || c === ']') depth--
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim())
      start = i + 1
    }
  }
  const last = text.slice(start).trim()
  if (last) parts.push(last)
  return parts
}

/** The body between the dollar quotes that follow a definition's head. */
function bodyAfter(text: string, from: number): { body: string; end: number } | null {
  const quote = /as\s+(\$[a-z_]*\$)/gi
  quote.lastIndex = from
  const found = quote.exec(text)
  // A standard-SQL body (`return (...);`) has no dollar quotes: the head and body end at the first semicolon.
  const semicolon = text.indexOf(';', from)
  if (!found || (semicolon >= 0 && semicolon < found.index)) return semicolon < 0 ? null : { body: text.slice(from, semicolon), end: semicolon }
  const start = found.index + found[0].length
  const close = text.indexOf(found[1]!, start)
  if (close < 0) return null
  return { body: text.slice(start, close), end: close + found[1]!.length }
}

/** Every function the migrations leave defined, keyed by name and argument list. */
export function latestFunctions(dir: string = MIGRATIONS): Map<string, SqlFunction> {
  const functions = new Map<string, SqlFunction>()
  const files = readdirSync(dir).filter((file) => file.endsWith('.sql')).sort()
  for (const file of files) {
    // Comments out, so a commented-out definition or a quote inside a comment misleads nobody.
    const text = readFileSync(path.join(dir, file), 'utf8').replace(/--[^\n]*/g, '')
    type Event = { at: number; apply: () => void }
    const events: Event[] = []
    for (const found of text.matchAll(DEFINITION)) {
      const args = bracketed(text, found.index + found[0].length)
      if (!args) continue
      const body = bodyAfter(text, args.end)
      if (!body) continue
      const name = found[1]!
      const fn: SqlFunction = { name, args: args.inner.replace(/\s+/g, ' ').trim(), file, body: body.body }
      events.push({ at: found.index, apply: () => functions.set(`${name}(${argTypes(fn.args)})`, fn) })
    }
    for (const found of text.matchAll(DROP)) {
      const name = found[1]!
      const types = found[3] === undefined ? null : argTypes(found[3])
      events.push({
        at: found.index,
        apply: () => {
          for (const [key, fn] of functions) if (fn.name === name && (types === null || key === `${name}(${types})`)) functions.delete(key)
        },
      })
    }
    for (const event of events.sort((a, b) => a.at - b.at)) event.apply()
  }
  return functions
}

/** "p_club uuid, p_day date default null" → "uuid,date": what tells overloads apart. */
function argTypes(args: string): string {
  return splitArgs(args)
    .map((arg) => arg.replace(/\s+default\s+.*$/i, '').replace(/\s*=\s*.*$/, '').trim())
    .map((arg) => {
      const words = arg.replace(/^(in|out|inout|variadic)\s+/i, '').split(/\s+/)
      // "p_club uuid" → "uuid"; a bare type stays.
      return (words.length > 1 ? words.slice(1) : words).join(' ').toLowerCase()
    })
    .join(',')
}

/** The said(...) calls of a body: each message key and the value names written beside it. */
export function saidCalls(fn: SqlFunction): SaidCall[] {
  const calls: SaidCall[] = []
  const said = /\bsaid\s*\(/g
  for (const found of fn.body.matchAll(said)) {
    const args = bracketed(fn.body, found.index + found[0].length)
    if (!args) continue
    const [keyArg, valuesArg] = splitArgs(args.inner)
    const key = /^'([a-z0-9_]+)'$/.exec(keyArg ?? '')?.[1]
    if (!key) continue
    let names: string[] | null = []
    if (valuesArg) {
      const build = /^jsonb_build_object\s*\(/i.exec(valuesArg)
      const inner = build ? bracketed(valuesArg, build[0].length) : null
      names = inner ? splitArgs(inner.inner).filter((_, i) => i % 2 === 0).map((part) => /^'(\w+)'$/.exec(part)?.[1] ?? '?') : null
    }
    calls.push({ key, names, fn: fn.name })
  }
  return calls
}

/** The rpc_result(...) calls of a body, and whether each names its message. */
export function answers(fn: SqlFunction): { status: string; said: boolean }[] {
  const found: { status: string; said: boolean }[] = []
  for (const call of fn.body.matchAll(/\brpc_result\s*\(/g)) {
    const args = bracketed(fn.body, call.index + call[0].length)
    if (!args) continue
    const parts = splitArgs(args.inner)
    const status = /^'([a-z_]+)'$/.exec(parts[0] ?? '')?.[1] ?? parts[0] ?? '?'
    // said(...) in the answer's fields, or a said its caller passed in (a parameter named *_said).
    found.push({ status, said: /\bsaid\s*\(|\b\w+_said\b/.test(args.inner) })
  }
  return found
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)
if (isMain) {
  // npm run said: which functions still answer without naming their message.
  let total = 0
  let open = 0
  for (const fn of latestFunctions().values()) {
    const list = answers(fn)
    total += list.length
    const without = list.filter((a) => !a.said)
    open += without.length
    if (without.length) console.log(`${fn.name.padEnd(44)} ${String(without.length).padStart(3)} of ${String(list.length).padStart(3)}  ${fn.file}`)
  }
  console.log(`\n${total - open} of ${total} answers name their message; ${open} to go.`)
}
