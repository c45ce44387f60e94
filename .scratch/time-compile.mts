import { compile } from '@inlang/paraglide-js'
for (const decl of [false, true]) {
  const t = performance.now()
  await compile({ project: 'node_modules/.cache/elsy-messages/member.inlang', outdir: '/tmp/pgout', outputStructure: 'locale-modules', emitTsDeclarations: decl, emitGitIgnore: false, emitPrettierIgnore: false, emitReadme: false, strategy: ['baseLocale'] })
  console.log('decl', decl, Math.round(performance.now() - t))
}
process.exit(0)
