import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { compile } from '@inlang/paraglide-js'
import { AREAS, BASE_LOCALE, LOCALES, catalogueParts, catalogueProblems } from './message-catalogue'

/**
 * Compiles messages/<area>/<part>/<locale>.json with Paraglide into src/i18n/generated/<area>/: one module per
 * area and language (messages/<locale>.js), which the app imports only when a page of that area is shown in
 * that language. Paraglide's own index (every language inside each message function) is generated for its
 * types only. Run by `npm install` (prepare), the build and the dev server; stops on any catalogue problem.
 */
export async function compileMessages(root = process.cwd()): Promise<'compiled' | 'unchanged'> {
  const problems = catalogueProblems(root)
  if (problems.length > 0) throw new Error(`The message catalogues are not complete:\n- ${problems.join('\n- ')}`)
  const parts = catalogueParts(root)
  // The same catalogues compile to the same modules: skip the compiler (seconds per area) when nothing changed.
  const stamp = path.join(root, 'src', 'i18n', 'generated', 'catalogues.sha256')
  const digest = createHash('sha256').update(readFileSync(new URL(import.meta.url)))
  for (const { area, part, dir } of parts) {
    for (const locale of LOCALES) digest.update(`${area}/${part}/${locale}\0`).update(readFileSync(path.join(dir, `${locale}.json`)))
  }
  const sum = digest.digest('hex')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === sum && AREAS.every((area) => existsSync(path.join(root, 'src', 'i18n', 'generated', area, 'messages', '_index.d.ts')))) {
    return 'unchanged'
  }
  const projects = path.join(root, 'node_modules', '.cache', 'elsy-messages')
  for (const area of AREAS) {
    const project = path.join(projects, `${area}.inlang`)
    mkdirSync(project, { recursive: true })
    // inlang reads a project's paths from the folder that holds the project.
    const fromProjects = (to: string) => path.relative(projects, path.join(root, to)).split(path.sep).join('/')
    const pathPattern = parts.filter((p) => p.area === area).map((p) => fromProjects(`messages/${area}/${p.part}/{locale}.json`))
    writeFileSync(
      path.join(project, 'settings.json'),
      JSON.stringify({
        $schema: 'https://inlang.com/schema/project-settings',
        baseLocale: BASE_LOCALE,
        locales: LOCALES,
        modules: [fromProjects('node_modules/@inlang/plugin-message-format/dist/index.js')],
        'plugin.inlang.messageFormat': { pathPattern },
      }),
    )
    const outdir = path.join(root, 'src', 'i18n', 'generated', area)
    rmSync(outdir, { recursive: true, force: true })
    await compile({
      project: path.relative(root, project),
      outdir: path.relative(root, outdir),
      outputStructure: 'locale-modules',
      emitTsDeclarations: true,
      emitGitIgnore: false,
      emitPrettierIgnore: false,
      emitReadme: false,
      includeEslintDisableComment: true,
      // The app keeps the language itself (src/lib/i18n): Paraglide's runtime strategies are never asked.
      strategy: ['baseLocale'],
    })
  }
  writeFileSync(stamp, sum)
  return 'compiled'
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now()
  const outcome = await compileMessages()
  console.log(outcome === 'unchanged' ? 'Messages unchanged since the last compile' : `Messages compiled in ${Math.round(performance.now() - started)} ms`)
  // inlang's project loader leaves timers behind that would hold the process for half a minute.
  process.exit(0)
}
