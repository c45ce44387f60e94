import * as v from 'valibot'
import type { NotificationRow } from '../types'
import { mirrorOf, saidText } from './rows-base'

const JsonObject = v.record(v.string(), v.unknown())

export const NotificationRowSchema = mirrorOf<NotificationRow>()(
  v.object({
    id: v.string(),
    kind: v.string(),
    title: v.string(),
    body: v.string(),
    title_message: saidText,
    body_message: saidText,
    link: v.nullable(v.string()),
    data: JsonObject,
    read_at: v.nullable(v.string()),
    created_at: v.string(),
  }),
)

