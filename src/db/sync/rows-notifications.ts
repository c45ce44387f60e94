import type { NotificationRow } from '../types'
import { isObj, str } from './rows-base'

export function toNotification(v: unknown): NotificationRow | null {
  if (!isObj(v) || !str(v.id) || !str(v.kind) || !str(v.title) || !str(v.created_at)) return null
  return {
    id: v.id as string,
    kind: v.kind as string,
    title: v.title as string,
    body: str(v.body) ?? '',
    link: str(v.link),
    data: isObj(v.data) ? v.data : {},
    read_at: str(v.read_at),
    created_at: v.created_at as string,
  }
}
