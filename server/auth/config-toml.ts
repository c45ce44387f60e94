/**
 * The part of TOML that supabase/config.toml uses: [section.sub] headers, `key = value` with strings,
 * integers, booleans and one-line arrays of strings, `#` comments. Anything else is a readable error
 * rather than a silently ignored setting. `"env(NAME)"` is the Supabase CLI's substitution.
 */
export type TomlValue = string | number | boolean | string[]
export type TomlTable = Record<string, Record<string, TomlValue>>

const HEADER = /^\[([A-Za-z0-9_.-]+)\]$/
const PAIR = /^([A-Za-z0-9_-]+)\s*=\s*(.+)$/

export function parseConfigToml(text: string, env: NodeJS.ProcessEnv = {}): TomlTable {
  const tables: TomlTable = { '': {} }
  let current = tables['']!
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = stripComment(raw).trim()
    if (!line) return
    const header = HEADER.exec(line)
    if (header) {
      current = tables[header[1]!] ??= {}
      return
    }
    const pair = PAIR.exec(line)
    if (!pair) throw new Error(`config.toml line ${index + 1}: cannot read "${raw.trim()}"`)
    current[pair[1]!] = parseValue(pair[2]!.trim(), env, index + 1)
  })
  return tables
}

function stripComment(line: string): string {
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"' && line[i - 1] !== '\\') quoted = !quoted
    if (line[i] === '#' && !quoted) return line.slice(0, i)
  }
  return line
}

function parseValue(raw: string, env: NodeJS.ProcessEnv, lineNo: number): TomlValue {
  if (raw === 'true' || raw === 'false') return raw === 'true'
  if (/^-?\d+$/.test(raw)) return Number(raw)
  if (raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2) return substitute(JSON.parse(raw) as string, env)
  if (raw.startsWith('[') && raw.endsWith(']')) {
    const items = raw.slice(1, -1).split(',').map((s) => s.trim()).filter(Boolean)
    return items.map((item) => {
      const value = parseValue(item, env, lineNo)
      if (typeof value !== 'string') throw new Error(`config.toml line ${lineNo}: arrays hold strings only`)
      return value
    })
  }
  throw new Error(`config.toml line ${lineNo}: unsupported value ${raw}`)
}

const substitute = (value: string, env: NodeJS.ProcessEnv) => {
  const match = /^env\(([A-Za-z0-9_]+)\)$/.exec(value)
  return match ? (env[match[1]!] ?? '') : value
}
