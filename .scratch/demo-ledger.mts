import pg from 'pg'
import { startScratchStack } from '../server/stack/scratch.ts'
const stack = await startScratchStack({ appDir: null } as never)
const c = new pg.Client({ connectionString: stack.dbUrl }); await c.connect()
const r = await c.query(`select type, kind, amount, status, description, created_at::date from public.transactions where member_id = 'd0000000-0000-4000-8000-000000000004' and currency='EUR' order by created_at`)
console.table(r.rows)
await c.end(); await stack.stop(); process.exit(0)
