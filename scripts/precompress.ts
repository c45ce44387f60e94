import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { COMPRESSIBLE_PATH } from '../server/stack/static-files.ts'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

// Text formats only (the gateway looks for twins of these): images, video and woff2 are compressed already,
// and source maps are left out since only developer tools fetch them.
/** Below this the headers outweigh the saving (and a TCP packet carries it anyway). */
export const MIN_BYTES = 1024

export interface PrecompressResult {
  files: number
  bytes: number
  brotliBytes: number
  gzipBytes: number
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip level 9) beside every compressible file
 * of `dir`, for the gateway to send by Accept-Encoding without compressing on each request. A twin is
 * written only when it is smaller than its file.
 */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 }
  for (const file of await listFiles(dir)) {
    if (!COMPRESSIBLE_PATH.test(file)) continue
    if ((await stat(file)).size < MIN_BYTES) continue
    const body = await readFile(file)
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gz(body, { level: constants.Z_BEST_COMPRESSION }),
    ])
    result.files += 1
    result.bytes += body.length
    if (br.length < body.length) {
      await writeFile(`${file}.br`, br)
      result.brotliBytes += br.length
    }
    if (gzipped.length < body.length) {
      await writeFile(`${file}.gz`, gzipped)
      result.gzipBytes += gzipped.length
    }
  }
  return result
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
}

// `node --import tsx scripts/precompress.ts [dir]`: the last step of `npm run build`.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const dir = path.resolve(process.argv[2] ?? 'dist')
  const started = performance.now()
  const { files, bytes, brotliBytes, gzipBytes } = await precompressDir(dir)
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`
  console.log(
    `precompressed ${files} files in ${path.relative(process.cwd(), dir) || '.'}: ${kib(bytes)} → br ${kib(brotliBytes)}, gzip ${kib(gzipBytes)} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  )
}
